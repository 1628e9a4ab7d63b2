import { useEffect, useState } from 'react';

/**
 * A value typed as text and parsed when the field is left (dates, times): what was typed stays until then,
 * a valid value is shown back in its display form, and the field follows the value when it changes outside.
 */
export function useTypedValue(
  value: string | undefined,
  display: (value: string) => string,
  parse: (text: string) => string | undefined,
  onChange: (value: string | undefined) => void,
) {
  const [text, setText] = useState(value ? display(value) : '');
  useEffect(() => setText(value ? display(value) : ''), [value, display]);
  const commit = () => {
    const parsed = parse(text);
    onChange(parsed);
    if (parsed) setText(display(parsed));
  };
  return { text, setText, commit };
}
