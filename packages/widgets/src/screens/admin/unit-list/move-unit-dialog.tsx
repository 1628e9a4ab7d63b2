import type { Unit, UnitNode } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { subtree, unitOptions } from '../shared/unit-tree';

export interface MoveUnitDialogProps {
  unit: Pick<Unit, 'id' | 'name' | 'idParent'> | null;
  nodes: readonly UnitNode[];
  onClose: () => void;
  onMoved: () => void;
}

/** Moves a unit with its whole subtree: its own subtree is not offered, and the server refuses it anyway. */
export function MoveUnitDialog({ unit, nodes, onClose, onMoved }: MoveUnitDialogProps) {
  const t = useT();
  const { api } = useSaola();
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const options = [
    { id: 0, text: t('unit.noParent') },
    ...(unit ? unitOptions(nodes, subtree(nodes, unit.id)) : []),
  ];
  const chosen = target === undefined ? (unit?.idParent ?? 0) : (target ?? 0);
  const close = () => {
    setTarget(undefined);
    setError(undefined);
    onClose();
  };
  const move = async () => {
    if (!unit) return;
    setBusy(true);
    const reply = await api.unit.move({ id: unit.id, idParent: chosen || null });
    setBusy(false);
    if (reply.error) {
      setError(reply.message);
      return;
    }
    close();
    onMoved();
  };
  return (
    <Dialog
      open={unit !== null}
      onClose={close}
      title={t('unit.moveTitle', { name: unit?.name ?? '' })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={move}>
            {t('unit.move')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-muted">{t('unit.moveHint')}</p>
      <Select
        label={t('unit.moveTo')}
        name="idParent"
        options={options}
        value={options.find((option) => option.id === chosen) ?? null}
        onChange={(option) => setTarget(option ? Number(option.id) : 0)}
        error={error}
      />
    </Dialog>
  );
}
