import ArrowDownIcon from '@heroicons/react/24/outline/ArrowDownIcon';
import ArrowUpIcon from '@heroicons/react/24/outline/ArrowUpIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import {
  type ApproveFlow,
  type ApproverKind,
  approveFlowPayload,
  FLOW_STEPS_MAX,
  pageItems,
  type RemoteSearch,
} from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useCallback, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { unitOptions } from '../shared/unit-tree';

/** `id`: the flow to edit; a new one when omitted. */
export type ApproveFlowFormProps = RecordScreenProps;

const LIST = pathTo('approveFlowList');

interface StepValue {
  name: string;
  description: string;
  approverKind: ApproverKind;
  idUser: number | null;
  idUnit: number | null;
}

const blankStep = (): StepValue => ({
  name: '',
  description: '',
  approverKind: 'user',
  idUser: null,
  idUnit: null,
});

function Editor({ item, onNavigate }: { item: ApproveFlow | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const tree = useReply((a) => a.unit.tree({}), []);
  const units = unitOptions(tree.data ?? []);
  // The people chosen so far by id, so a step shows its approver's name.
  const [people, setPeople] = useState<Record<number, string>>(() =>
    Object.fromEntries((item?.steps ?? []).flatMap((s) => (s.idUser ? [[s.idUser, s.userName ?? '']] : []))),
  );
  const [tried, setTried] = useState(false);
  const form = useResourceForm({
    area: 'approveFlow',
    record: item,
    initial: {
      code: item?.code ?? '',
      name: item?.name ?? '',
      steps: (item?.steps ?? [blankStep()]).map(
        ({ name, description, approverKind, idUser, idUnit }): StepValue => ({
          name,
          description,
          approverKind,
          idUser,
          idUnit,
        }),
      ),
    },
    struct: approveFlowPayload,
    onSaved: () => onNavigate(LIST),
  });
  const steps = form.values.steps;
  const setSteps = (next: StepValue[]) => form.set('steps', next);
  const change = (index: number, patch: Partial<StepValue>) =>
    setSteps(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const swap = (a: number, b: number) => {
    const next = [...steps];
    [next[a], next[b]] = [next[b] as StepValue, next[a] as StepValue];
    setSteps(next);
  };
  const searchPeople = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.auth.users(search, { quiet: true });
      return pageItems(reply).map((user) => ({
        id: user.id,
        text: `${user.fullName} (${user.username})`,
      }));
    },
    [api],
  );
  const missing = (step: StepValue) => (step.approverKind === 'user' ? !step.idUser : !step.idUnit);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setTried(true);
        return form.submit(event);
      }}
      className="flex max-w-3xl flex-col gap-4"
    >
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <TextField label={t('approval.flowCode')} required maxLength={50} {...form.field('code')} />
        <TextField label={t('approval.flowName')} required maxLength={200} {...form.field('name')} />
      </section>
      <section aria-labelledby="saola-flow-steps" className="flex flex-col gap-3">
        <h2 id="saola-flow-steps" className="font-semibold text-ink">
          {t('approval.steps')}
        </h2>
        {form.errors.steps && steps.every((step) => step.name.trim() && !missing(step)) && (
          <p role="alert" className="text-sm text-danger">
            {form.errors.steps}
          </p>
        )}
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the flow
              key={index}
              className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-ink">{t('approval.stepNumber', { n: index + 1 })}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    aria-label={t('approval.moveUp', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => swap(index, index - 1)}
                  >
                    <ArrowUpIcon aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('approval.moveDown', { n: index + 1 })}
                    disabled={index === steps.length - 1}
                    onClick={() => swap(index, index + 1)}
                  >
                    <ArrowDownIcon aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('approval.removeStep', { n: index + 1 })}
                    disabled={steps.length === 1}
                    onClick={() => setSteps(steps.filter((_, i) => i !== index))}
                  >
                    <TrashIcon aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
              <TextField
                label={t('approval.stepName')}
                name={`steps.${index}.name`}
                required
                maxLength={200}
                value={step.name}
                onChange={(name) => change(index, { name })}
                error={tried && !step.name.trim() ? t('validation.required') : undefined}
              />
              <RadioGroup
                label={t('approval.approverKind')}
                name={`steps.${index}.approverKind`}
                value={step.approverKind}
                options={[
                  { value: 'user', label: t('approval.approverUser') },
                  { value: 'unitManager', label: t('approval.approverUnitManager') },
                ]}
                onChange={(approverKind) => change(index, { approverKind })}
              />
              {step.approverKind === 'user' ? (
                <Select
                  label={t('approval.approver')}
                  name={`steps.${index}.idUser`}
                  required
                  search={searchPeople}
                  value={step.idUser ? { id: step.idUser, text: people[step.idUser] ?? '' } : null}
                  onChange={(option) => {
                    if (option) setPeople((known) => ({ ...known, [Number(option.id)]: option.text }));
                    change(index, { idUser: option ? Number(option.id) : null });
                  }}
                  error={tried && missing(step) ? t('orgError.approverRequired') : undefined}
                />
              ) : (
                <Select
                  label={t('approval.approverUnit')}
                  name={`steps.${index}.idUnit`}
                  required
                  options={units}
                  value={units.find((option) => option.id === step.idUnit) ?? null}
                  onChange={(option) => change(index, { idUnit: option ? Number(option.id) : null })}
                  error={tried && missing(step) ? t('orgError.approverRequired') : undefined}
                />
              )}
              <TextField
                label={t('approval.stepDescription')}
                name={`steps.${index}.description`}
                maxLength={1000}
                value={step.description}
                onChange={(description) => change(index, { description })}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={steps.length >= FLOW_STEPS_MAX}
            onClick={() => setSteps([...steps, blankStep()])}
          >
            <PlusIcon aria-hidden className="size-4" />
            {t('approval.addStep')}
          </Button>
        </div>
      </section>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** An approval flow: its code, name and ordered steps, each decided by a person or a unit's manager. */
export function ApproveFlowForm({ id, onNavigate }: ApproveFlowFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="approveFlow"
      id={id}
      list="approveFlowList"
      addTitle={t('route.approveFlowAdd')}
      editTitle={t('route.approveFlowEdit')}
      titleOf={(item) => item.name}
      onNavigate={onNavigate}
    >
      {(item) => <Editor item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
