import type { Access, Reply } from '@saola/core/http';
import { type PlainScreen, pathTo } from '@saola/core/routes';
import type { ReactNode } from 'react';
import { RequireAccess } from '../../elements/require-access';
import { useNavigateTo } from '../../runtime/emit';
import { useSaola } from '../../runtime/saola';
import { RecordPage } from '../admin/shared/record-page';
import type { RecordArea, RecordOf } from './resource';

/** An add-or-edit screen's props: which record it opens and where its links lead. */
export interface RecordScreenProps {
  /** The record to open; a new one when omitted. */
  id?: number | undefined;
  onNavigate?: (to: string) => void;
}

export interface ResourcePageProps<K extends RecordArea> {
  area: K;
  /** The record to edit; a new one when undefined. */
  id: number | undefined;
  /** The list a record that is gone leads back to. */
  list: PlainScreen;
  addTitle: string;
  editTitle: string;
  titleOf: (record: RecordOf<K>) => string;
  onNavigate?: ((to: string) => void) | undefined;
  /** The page's body: the loaded record (null for a new one) and how to load it again after a change. */
  children: (record: RecordOf<K> | null, reload: () => void) => ReactNode;
}

interface RecordCalls<R> {
  get: (payload: { id: number }) => Promise<Reply<R>>;
  add: { access: Access };
  edit: { access: Access };
}

/**
 * A resource's add or edit page: the record loaded by the area's `get` (with its failure states), and the
 * form only for those the contract lets save it — others are told so before they type anything.
 */
export function ResourcePage<K extends RecordArea>({
  area,
  id,
  list,
  children,
  ...titles
}: ResourcePageProps<K>) {
  const { api } = useSaola();
  const go = useNavigateTo(titles.onNavigate);
  const calls = api[area] as unknown as RecordCalls<RecordOf<K>>;
  return (
    <RequireAccess access={id ? calls.edit.access : calls.add.access}>
      <RecordPage<RecordOf<K>>
        id={id}
        addTitle={titles.addTitle}
        editTitle={titles.editTitle}
        load={(_, idRecord) => calls.get({ id: idRecord })}
        titleOf={titles.titleOf}
        listPath={pathTo(list)}
        onNavigate={go}
      >
        {children}
      </RecordPage>
    </RequireAccess>
  );
}
