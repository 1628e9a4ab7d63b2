import type { Reply } from '@saola/core/http';
import { useState } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/form/form';
import { Textarea } from '../../ui/textarea/textarea';

/** A text to send (a question, an answer, a reply) with its server error shown by the field. */
export function PostForm({
  label,
  name,
  action,
  initial = '',
  required = true,
  ready = () => true,
  onSend,
}: {
  label: string;
  name: string;
  action: string;
  initial?: string;
  required?: boolean;
  /** Checks what the form holds beside its text (a review's stars), showing its own message; false sends nothing. */
  ready?: () => boolean;
  onSend: (body: string) => Promise<Reply<unknown>>;
}) {
  const t = useT();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <Form
      className="flex flex-col gap-2"
      onSubmit={async () => {
        if (required && !body.trim()) return setError(t('validation.required'));
        if (!ready()) return;
        const sent = await onSend(body);
        if (sent.error) setError(Array.isArray(sent.data) ? sent.data[0]?.message : sent.message);
        else {
          setError(undefined);
          if (!initial) setBody('');
        }
      }}
    >
      <Textarea
        label={label}
        name={name}
        value={body}
        onChange={setBody}
        rows={3}
        maxLength={5000}
        error={error}
        required={required}
      />
      <Button type="submit" className="self-start">
        {action}
      </Button>
    </Form>
  );
}
