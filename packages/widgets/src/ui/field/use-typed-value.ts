import { useEffect, useRef, useState } from 'react';

/**
 * A value typed as text and parsed when the field is left (dates, times): what was typed stays until then,
 * a valid value is shown back in its display form, and the field follows the value when it changes outside.
 * Text that cannot be read (31-02-2026) stays as typed and is marked `unreadable`, while the value handed back
 * is undefined: clearing it would lose the typing and let the form save without the date and without a word.
 */
export function useTypedValue(
  value: string | undefined,
  display: (value: string) => string,
  parse: (text: string) => string | undefined,
  onChange: (value: string | undefined) => void,
) {
  const [text, setText] = useState(value ? display(value) : '');
  const [unreadable, setUnreadable] = useState(false);
  // The value this field last handed back: one that differs came from outside, and the text follows it.
  const handed = useRef(value);
  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    setText(value ? display(value) : '');
    setUnreadable(false);
  }, [value, display]);

  const hand = (next: string | undefined) => {
    handed.current = next;
    onChange(next);
  };
  /** A value chosen another way than typing (a calendar day). */
  const choose = (next: string) => {
    hand(next);
    setText(display(next));
    setUnreadable(false);
  };
  const commit = () => {
    const parsed = text.trim() === '' ? undefined : parse(text);
    if (parsed) return choose(parsed);
    hand(undefined);
    setUnreadable(text.trim() !== '');
  };
  return { text, setText, commit, choose, unreadable };
}
