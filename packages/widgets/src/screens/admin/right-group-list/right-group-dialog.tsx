import { type RightCatalogue, type RightGroup, rightGroupPayload } from '@saola/core/api';
import type { DataScope, Right } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useSession, useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { useResourceForm } from '../../kit/use-resource-form';
import { RightsPicker } from './rights-picker';

export interface RightGroupDialogProps {
  /** The group edited; a new one when null. */
  group: RightGroup | null;
  catalogue: RightCatalogue;
  onSaved: () => void;
  onClose: () => void;
}

/** A permission group's name, data scope and rights, in a dialog over the list. */
export function RightGroupDialog({ group, catalogue, onSaved, onClose }: RightGroupDialogProps) {
  const t = useT();
  const { user } = useSession();
  const form = useResourceForm({
    area: 'rightGroup',
    record: group,
    initial: {
      name: group?.name ?? '',
      scope: (group?.scope ?? 'personal') as DataScope,
      rights: (group?.rights ?? []) as Right[],
    },
    struct: rightGroupPayload,
    onSaved,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={group ? t('rightGroup.edit') : t('rightGroup.add')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="right-group-form" busy={form.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="right-group-form" noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <TextField label={t('rightGroup.name')} required maxLength={150} {...form.field('name')} />
        <RadioGroup
          label={t('rightGroup.scope')}
          name="scope"
          required
          value={form.values.scope}
          options={[
            {
              value: 'personal',
              label: t('rightGroup.scopePersonal'),
              description: t('rightGroup.scopePersonalHint'),
            },
            {
              value: 'school',
              label: t('rightGroup.scopeSchool'),
              description: t('rightGroup.scopeSchoolHint'),
            },
          ]}
          onChange={(scope) => form.set('scope', scope)}
          error={form.errors.scope}
        />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-ink">{t('rightGroup.rights')}</span>
          <RightsPicker
            catalogue={catalogue}
            value={form.values.rights}
            onChange={(rights) => form.set('rights', rights)}
            locked={(right) => !hasRight(user, right)}
            error={form.errors.rights}
          />
        </div>
      </form>
    </Dialog>
  );
}
