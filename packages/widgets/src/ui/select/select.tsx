import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import type { SelectOption } from '@saola/core/api';
import { type UIEvent, useId, useRef, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { FieldLabel, inputClass } from '../field/field';
import { type Search, useLocalOptions, useRemoteOptions } from './use-options';

interface Common {
  label: string;
  name: string;
  required?: boolean | undefined;
  error?: string | undefined;
  placeholder?: string;
  /** The options to choose from, or … */
  options?: readonly SelectOption[];
  /** … a server search (see @saola/core/api remoteSearch). */
  search?: Search;
  /** Extra parameters sent with every remote search. */
  searchParams?: Record<string, unknown>;
  /** LSelect: 8 results a page instead of 20. */
  compact?: boolean;
}

export type SelectProps = Common &
  (
    | { multiple?: false; value: SelectOption | null; onChange: (value: SelectOption | null) => void }
    | { multiple: true; value: SelectOption[]; onChange: (value: SelectOption[]) => void }
  );

const NEAR_END_PX = 24;

/** Choose one or several options from a local list or a server search, typing to filter. */
export function Select(props: SelectProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const remote = useRemoteOptions(
    props.search ?? noSearch,
    props.search ? query : '',
    props.compact ?? false,
    props.searchParams ?? {},
  );
  const local = useLocalOptions(props.options ?? [], query);
  const { items, loading, more } = props.search ? remote : local;
  const errorId = props.error ? `${id}-error` : undefined;
  // The chosen option's text stands in the input ("None (a top unit)"): typing must replace it, not add to it,
  // or nothing is found. Focus selects it; the mouseup of the click that focused would undo that selection.
  const focusedByPointer = useRef(false);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX) more();
  };
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const remove = (option: SelectOption) => {
    if (props.multiple) props.onChange(props.value.filter((v) => v.id !== option.id));
  };

  return (
    <div className="flex flex-col gap-1">
      <Combobox
        value={props.value as never}
        onChange={(value: never) => {
          (props.onChange as (v: unknown) => void)(value);
          setQuery('');
        }}
        by={(a: SelectOption | null, b: SelectOption | null) => a?.id === b?.id}
        multiple={props.multiple as never}
        name={props.name}
        immediate
      >
        <FieldLabel htmlFor={`${id}-input`} required={props.required}>
          {props.label}
        </FieldLabel>
        {props.multiple && selected.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={props.label}>
            {selected.map((option) => (
              <li
                key={option.id}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-2.5 pe-1 text-xs text-brand-800"
              >
                {option.text}
                <button
                  type="button"
                  aria-label={`${t('common.delete')} ${option.text}`}
                  onClick={() => remove(option)}
                  className="rounded-full px-1 hover:bg-brand-100"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="relative">
          <ComboboxInput
            id={`${id}-input`}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={errorId}
            aria-required={props.required || undefined}
            placeholder={props.placeholder ?? t('common.search')}
            className={`${inputClass(Boolean(props.error))} pe-9`}
            displayValue={(value: SelectOption | null) => (props.multiple ? query : (value?.text ?? ''))}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => event.currentTarget.select()}
            onMouseDown={(event) => {
              focusedByPointer.current = document.activeElement !== event.currentTarget;
            }}
            onMouseUp={(event) => {
              if (focusedByPointer.current) event.preventDefault();
              focusedByPointer.current = false;
            }}
          />
          <ComboboxButton className="absolute inset-y-0 end-0 px-2 text-muted" aria-label={props.label}>
            <span aria-hidden>▾</span>
          </ComboboxButton>
          {/* Not modal: an open list must not make the rest of the form inert, or the next click only closes it.
              In a dialog the list takes its place in the flow: laid over the content it would cover the dialog's
              buttons, and the dialog (which scrolls) grows instead. */}
          <ComboboxOptions
            modal={false}
            onScroll={onScroll}
            className="absolute start-0 top-full z-40 mt-1 max-h-60 w-full overflow-auto rounded-control bg-white py-1 text-sm shadow-lg ring-1 ring-line empty:invisible in-data-saola-dialog:static"
          >
            {items.map((option) => (
              <ComboboxOption
                key={option.id}
                value={option}
                className="flex cursor-pointer items-center justify-between px-3 py-1.5 data-focus:bg-brand-50 data-selected:font-semibold"
              >
                {option.text}
                {selected.some((s) => s.id === option.id) && <span aria-hidden>✓</span>}
              </ComboboxOption>
            ))}
            {items.length === 0 && !loading && <StateOption text={t('errors.noItemsInSelect')} />}
            {loading && <StateOption text={t('common.loading')} />}
          </ComboboxOptions>
        </div>
      </Combobox>
      {props.error && (
        <p id={errorId} className="text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

const noSearch: Search = async () => [];

/** A listbox holds only options: its states (loading, nothing found) are options nobody can choose. */
function StateOption({ text }: { text: string }) {
  return (
    <div
      role="option"
      tabIndex={-1}
      aria-disabled="true"
      aria-selected="false"
      className="px-3 py-2 text-muted"
    >
      {text}
    </div>
  );
}
