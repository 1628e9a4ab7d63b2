import type { Api } from '@saola/core/api';
import type { Reply } from '@saola/core/http';
import type { ReactNode } from 'react';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';

export interface RecordPageProps<T> {
  /** The record to edit; a new one when undefined. */
  id: number | undefined;
  addTitle: string;
  /** The heading while the record loads (then its own name). */
  editTitle: string;
  load: (api: Api, id: number) => Promise<Reply<T>>;
  titleOf: (record: T) => string;
  /** The list a record that is gone or not allowed leads back to, and how to go there. */
  listPath: string;
  onNavigate: (to: string) => void;
  /** The page's body: the loaded record (null for a new one) and how to load it again after a change. */
  children: (record: T | null, reload: () => void) => ReactNode;
}

function Existing<T>({
  id,
  editTitle,
  load,
  titleOf,
  listPath,
  onNavigate,
  children,
}: Omit<RecordPageProps<T>, 'addTitle'> & { id: number }) {
  const loaded = useReply((api) => load(api, id), [id]);
  return (
    <>
      <h1 className="text-xl font-semibold text-ink">{loaded.data ? titleOf(loaded.data) : editTitle}</h1>
      {loaded.failure ? (
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} onBack={() => onNavigate(listPath)} />
      ) : !loaded.data ? (
        <Spinner />
      ) : (
        children(loaded.data, loaded.reload)
      )}
    </>
  );
}

const nothing = () => undefined;

/**
 * An add-or-edit page: the add title and an empty form, or the record loaded and its form. A record that
 * could not be loaded says why, with the way on that fits: try again, or back to its list.
 */
export function RecordPage<T>({ id, addTitle, ...rest }: RecordPageProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      {id ? (
        <Existing id={id} {...rest} />
      ) : (
        <>
          <h1 className="text-xl font-semibold text-ink">{addTitle}</h1>
          {rest.children(null, nothing)}
        </>
      )}
    </div>
  );
}
