import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import type { TranslationKey } from '@saola/core/i18n';
import { QUESTION_KINDS, type QuestionKind } from '@saola/core/learning';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { inputClass } from '../../../ui/field/field';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { blankQuestion, type DraftQuestion, freeOptionId, useQuizEditor } from './use-quiz-editor';

export interface QuizEditorProps {
  idLesson: number;
  title: string;
  onClose: () => void;
}

/** Each kind of question's name (written out, so the dead-key test sees each key). */
const KIND_NAMES: Record<QuestionKind, TranslationKey> = {
  single: 'quiz.single',
  multiple: 'quiz.multiple',
  truefalse: 'quiz.truefalse',
  short: 'quiz.short',
};

function QuestionEditor({
  question,
  n,
  errors,
  onChange,
  onRemove,
}: {
  question: DraftQuestion;
  n: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftQuestion>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const at = (field: string) => errors[`questions.${n - 1}.${field}`];
  const choice = question.kind === 'single' || question.kind === 'multiple';
  return (
    <li className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-line">
      <div className="flex items-center gap-2">
        <h3 className="flex-1 font-semibold text-ink">{t('quiz.question', { n })}</h3>
        <label className="flex items-center gap-2 text-sm text-ink">
          {t('quiz.kind')}
          <select
            className={inputClass(false)}
            value={question.kind}
            onChange={(event) => {
              const { key: _key, ...fresh } = blankQuestion(event.target.value as QuestionKind);
              onChange({ ...fresh, prompt: question.prompt, points: question.points });
            }}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_NAMES[kind])}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" aria-label={t('quiz.removeQuestion', { n })} onClick={onRemove}>
          <TrashIcon aria-hidden className="size-4" />
        </Button>
      </div>
      <Textarea
        label={t('quiz.prompt')}
        name={`prompt-${n}`}
        required
        rows={2}
        value={question.prompt}
        onChange={(prompt) => onChange({ prompt })}
        error={at('prompt')}
      />
      {choice && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('quiz.isCorrect')}</legend>
          {question.options.map((option, i) => (
            <div key={option.id} className="flex items-end gap-2">
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`correct-${n}`}
                aria-label={`${t('quiz.isCorrect')}: ${t('quiz.option', { n: i + 1 })}`}
                checked={question.correct.includes(option.id)}
                onChange={(event) =>
                  onChange({
                    correct:
                      question.kind === 'single'
                        ? [option.id]
                        : event.target.checked
                          ? [...question.correct, option.id]
                          : question.correct.filter((c) => c !== option.id),
                  })
                }
                className="mb-3 size-4 accent-brand-600"
              />
              <div className="flex-1">
                <TextField
                  label={t('quiz.option', { n: i + 1 })}
                  name={`option-${n}-${option.id}`}
                  value={option.text}
                  onChange={(text) =>
                    onChange({
                      options: question.options.map((o) => (o.id === option.id ? { ...o, text } : o)),
                    })
                  }
                />
              </div>
              {question.options.length > 2 && (
                <Button
                  variant="ghost"
                  aria-label={t('quiz.removeOption', { n: i + 1 })}
                  onClick={() =>
                    onChange({
                      options: question.options.filter((o) => o.id !== option.id),
                      correct: question.correct.filter((c) => c !== option.id),
                    })
                  }
                >
                  <TrashIcon aria-hidden className="size-4" />
                </Button>
              )}
            </div>
          ))}
          {(at('options') || at('correct')) && (
            <p className="text-sm text-danger">{at('options') ?? at('correct')}</p>
          )}
          {question.options.length < 10 && (
            <Button
              variant="ghost"
              className="self-start"
              onClick={() =>
                onChange({ options: [...question.options, { id: freeOptionId(question.options), text: '' }] })
              }
            >
              <PlusIcon aria-hidden className="size-4" />
              {t('quiz.addOption')}
            </Button>
          )}
        </fieldset>
      )}
      {question.kind === 'truefalse' && (
        <RadioGroup
          label={t('quiz.isCorrect')}
          name={`truefalse-${n}`}
          inline
          value={question.correct[0]}
          options={[
            { value: 'true', label: t('quiz.true') },
            { value: 'false', label: t('quiz.false') },
          ]}
          onChange={(value) => onChange({ correct: [value] })}
        />
      )}
      {question.kind === 'short' && (
        <>
          <Textarea
            label={t('quiz.accepted')}
            name={`accepted-${n}`}
            rows={2}
            value={question.correct.join('\n')}
            onChange={(text) => onChange({ correct: text.split('\n') })}
            error={at('correct')}
          />
          <RadioGroup
            label={t('quiz.match')}
            name={`match-${n}`}
            inline
            value={question.match ?? 'normalized'}
            options={[
              { value: 'normalized', label: t('quiz.normalized') },
              { value: 'exact', label: t('quiz.exact') },
            ]}
            onChange={(match) => onChange({ match })}
          />
        </>
      )}
      <div className="w-32">
        <TextField
          type="number"
          label={t('quiz.points')}
          name={`points-${n}`}
          min={1}
          max={100}
          value={question.points}
          onChange={(points) => onChange({ points: points ?? 1 })}
          error={at('points')}
        />
      </div>
    </li>
  );
}

/** A quiz's settings and questions, edited and saved whole; the answers never leave the admin area. */
export function QuizEditor({ idLesson, title, onClose }: QuizEditorProps) {
  const t = useT();
  const editor = useQuizEditor(idLesson, onClose);
  const { settings } = editor;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${t('quiz.settings')}: ${title}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!settings} onClick={editor.save}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {editor.loaded.failure ? (
        <LoadFailed failure={editor.loaded.failure} onRetry={editor.loaded.reload} />
      ) : !settings ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              type="number"
              label={t('quiz.passPercent')}
              name="passPercent"
              min={0}
              max={100}
              value={settings.passPercent}
              onChange={(v) => editor.setSetting('passPercent', v ?? 0)}
              error={editor.errors.passPercent}
            />
            <TextField
              type="number"
              label={t('quiz.attemptsAllowed')}
              name="attemptsAllowed"
              min={1}
              max={100}
              description={t('quiz.attemptsHint')}
              value={settings.attemptsAllowed ?? undefined}
              onChange={(v) => editor.setSetting('attemptsAllowed', v ?? null)}
              error={editor.errors.attemptsAllowed}
            />
            <TextField
              type="number"
              label={t('quiz.timeLimit')}
              name="timeLimitMinutes"
              min={1}
              max={600}
              description={t('quiz.attemptsHint')}
              value={settings.timeLimitMinutes ?? undefined}
              onChange={(v) => editor.setSetting('timeLimitMinutes', v ?? null)}
              error={editor.errors.timeLimitMinutes}
            />
          </div>
          <Checkbox
            label={t('quiz.shuffle')}
            name="shuffle"
            checked={settings.shuffle}
            onChange={(on) => editor.setSetting('shuffle', on)}
          />
          <RadioGroup
            label={t('quiz.showAnswers')}
            name="showAnswers"
            inline
            value={settings.showAnswers}
            options={[
              { value: 'afterLastAttempt', label: t('quiz.answersAfterLastAttempt') },
              { value: 'always', label: t('quiz.answersAlways') },
              { value: 'never', label: t('quiz.answersNever') },
            ]}
            onChange={(rule) => editor.setSetting('showAnswers', rule)}
          />
          <ol className="flex flex-col gap-3">
            {editor.questions.map((question, i) => (
              <QuestionEditor
                key={question.key}
                question={question}
                n={i + 1}
                errors={editor.errors}
                onChange={(patch) => editor.change(question.key, patch)}
                onRemove={() => editor.remove(question.key)}
              />
            ))}
          </ol>
          {editor.questions.length === 0 && <p className="text-sm text-muted">{t('quiz.noQuestions')}</p>}
          <Button variant="secondary" className="self-start" onClick={editor.add}>
            <PlusIcon aria-hidden className="size-4" />
            {t('quiz.addQuestion')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
