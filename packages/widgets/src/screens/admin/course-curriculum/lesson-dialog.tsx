import { LESSON_KINDS, type Lesson, type LessonKind, type SavedFile } from '@saola/core/api';
import { dataOf } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { youtubeId } from '@saola/core/validate';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { Dialog } from '../../../ui/dialog/dialog';
import { FileUpload, type ShownFile } from '../../../ui/file-upload/file-upload';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { TextField } from '../../../ui/text-field/text-field';
import { useLessonForm } from './use-lesson-form';
import { useYouTubeLength } from './use-youtube-length';
import { formatLength, parseLength } from './video-length';

/** The name of each kind of lesson, in the dialog and in the curriculum. */
export const KIND_LABEL: Record<LessonKind, TranslationKey> = {
  video: 'curriculum.kindVideo',
  youtube: 'curriculum.kindYoutube',
  document: 'curriculum.kindDocument',
  text: 'curriculum.kindText',
  quiz: 'curriculum.kindQuiz',
};

export interface LessonDialogProps {
  idChapter: number;
  /** The lesson to edit; a new one when null. */
  lesson: Lesson | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a lesson: its title, its kind, and what that kind needs. */
export function LessonDialog({ idChapter, lesson, onClose, onSaved }: LessonDialogProps) {
  const t = useT();
  const formId = useId();
  const form = useLessonForm(idChapter, lesson, () => {
    onSaved();
    onClose();
  });
  const v = form.values;
  // The lesson keeps only its file's id: the file shown is the server's record of it, the one just uploaded
  // or the one saved earlier, asked for once; until that arrives (or if it cannot) no size is made up.
  const [record, setRecord] = useState<SavedFile | null>(null);
  const { api } = useSaola();
  useEffect(() => {
    if (v.idFile === null || record?.id === v.idFile) return;
    let live = true;
    void api.file.get({ id: v.idFile }, { quiet: true }).then((reply) => {
      const found = dataOf(reply);
      if (live && found) setRecord(found);
    });
    return () => {
      live = false;
    };
  }, [api, v.idFile, record?.id]);
  const file: ShownFile | null =
    v.idFile === null
      ? null
      : record?.id === v.idFile
        ? record
        : { name: t('curriculum.currentFile'), url: '', type: v.kind === 'video' ? 'video' : 'document' };
  const playable = v.kind === 'video' || v.kind === 'youtube';
  // A YouTube lesson's length is the one its completion needs: the saved one while the video stays, else the
  // one this player measures, else the one the author types.
  const videoId = v.kind === 'youtube' ? (youtubeId(v.youtubeUrl ?? '') ?? null) : null;
  const saved = lesson?.duration != null && lesson.youtubeId === videoId ? lesson.duration : null;
  const length = useYouTubeLength(saved === null ? videoId : null);
  const [typed, setTyped] = useState('');
  const { set } = form;
  useEffect(() => {
    if (saved !== null) set('duration', saved);
    else if (length.state === 'measured') set('duration', length.seconds);
    else set('duration', parseLength(typed));
  }, [set, saved, length, typed]);
  const typedWrong = typed.trim() !== '' && parseLength(typed) === null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={lesson ? t('curriculum.editLesson') : t('curriculum.addLesson')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {/* The dialog's buttons sit outside the form: this one submits it, through its checks. */}
          <Button type="submit" form={formId} busy={form.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <TextField
          label={t('curriculum.lessonTitle')}
          name="title"
          required
          maxLength={200}
          value={v.title}
          onChange={(value) => form.set('title', value)}
          error={form.errors.title}
          inputRef={form.ref('title')}
        />
        <RadioGroup
          label={t('curriculum.kind')}
          name="kind"
          value={v.kind}
          options={LESSON_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) }))}
          onChange={(kind) => {
            form.set('kind', kind);
            form.set('idFile', null);
          }}
        />
        {v.kind === 'youtube' && (
          <TextField
            type="url"
            label={t('curriculum.youtubeUrl')}
            name="youtubeUrl"
            required
            placeholder="https://www.youtube.com/watch?v=…"
            value={v.youtubeUrl ?? ''}
            onChange={(value) => form.set('youtubeUrl', value || null)}
            error={form.errors.youtubeUrl}
            inputRef={form.ref('youtubeUrl')}
          />
        )}
        {videoId && (saved !== null || length.state === 'measured') && (
          <p className="text-sm text-muted">
            {t('curriculum.lengthMeasured', { length: formatLength(saved ?? v.duration ?? 0) })}
          </p>
        )}
        {videoId && saved === null && length.state === 'measuring' && (
          <p className="text-sm text-muted" role="status">
            {t('curriculum.lengthMeasuring')}
          </p>
        )}
        {v.kind === 'youtube' && saved === null && (length.state === 'failed' || form.errors.duration) && (
          <TextField
            label={t('curriculum.length')}
            name="duration"
            required
            inputMode="numeric"
            placeholder="12:05"
            description={t('curriculum.lengthHint')}
            value={typed}
            onChange={setTyped}
            error={typedWrong ? t('curriculum.lengthInvalid') : form.errors.duration}
            inputRef={form.ref('duration')}
          />
        )}
        {(v.kind === 'video' || v.kind === 'document') && (
          <FileUpload
            label={t(v.kind === 'video' ? 'curriculum.video' : 'curriculum.document')}
            fileType={v.kind}
            action={v.kind === 'video' ? 'lessonVideo' : 'lessonDocument'}
            required
            value={file}
            onChange={(saved) => {
              setRecord(saved);
              form.set('idFile', saved?.id ?? null);
            }}
            error={form.errors.idFile}
          />
        )}
        {v.kind === 'text' && (
          <RichTextEditor
            label={t('curriculum.content')}
            value={v.content}
            onChange={(html) => form.set('content', html)}
            error={form.errors.content}
          />
        )}
        <Checkbox
          label={t('curriculum.trial')}
          name="isTrial"
          checked={v.isTrial}
          onChange={(on) => form.set('isTrial', on)}
        />
        {playable && (
          <>
            <Checkbox
              label={t('curriculum.seekRestricted')}
              name="seekRestricted"
              checked={v.seekRestricted}
              onChange={(on) => form.set('seekRestricted', on)}
            />
            <TextField
              type="number"
              label={t('curriculum.threshold')}
              name="completionThreshold"
              min={1}
              max={100}
              description={t('curriculum.thresholdHint')}
              value={v.completionThreshold ?? undefined}
              onChange={(value) => form.set('completionThreshold', value ?? null)}
              error={form.errors.completionThreshold}
            />
          </>
        )}
        <DatePicker
          label={t('curriculum.opensAt')}
          name="opensAt"
          value={v.opensAt ?? undefined}
          onChange={(value) => form.set('opensAt', value ?? null)}
          error={form.errors.opensAt}
        />
      </form>
    </Dialog>
  );
}
