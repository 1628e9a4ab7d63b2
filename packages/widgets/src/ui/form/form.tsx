import { type ComponentProps, createContext, useContext } from 'react';
import { firstUnreadable } from './unreadable';
import { useAction } from './use-action';

const Submitting = createContext(false);

/** Whether the nearest Form is submitting: its submit buttons show it and take no more clicks. */
export function useSubmitting(): boolean {
  return useContext(Submitting);
}

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  /** Runs on submit (a click, Enter, requestSubmit), once at a time until the promise it returns settles. */
  onSubmit: () => unknown;
}

/**
 * A form whose submit is safe against a double click or a second Enter, with no guard in the screen, and
 * refused while a field holds text it cannot read.
 */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  const action = useAction(onSubmit);
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        const unreadable = firstUnreadable(event.currentTarget);
        if (unreadable) unreadable.focus();
        else action.run();
      }}
    >
      <Submitting.Provider value={action.pending}>{children}</Submitting.Provider>
    </form>
  );
}
