import { type Monitor, monitorAddPayload, monitorEditPayload } from '@saola/core/api';
import { siteFlags } from '@saola/core/session';
import { omit } from '@saola/core/validate';
import { useEmit } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';

export type MonitorValues = {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  status: 'active' | 'inactive';
  idGroups: number[];
};

const editForm = omit(monitorEditPayload, ['id']);

/** `phone` writes a stored number as people write it. */
function valuesOf(monitor: Monitor | null, phone: (value: string) => string): MonitorValues {
  return {
    fullName: monitor?.fullName ?? '',
    username: monitor?.username ?? '',
    email: monitor?.email ?? '',
    phone: monitor?.phone ? phone(monitor.phone) : '',
    password: '',
    status: monitor?.status ?? 'active',
    idGroups: monitor?.idGroups ?? [],
  };
}

/**
 * An observer's account and the classes it watches. A new observer needs a password; an edit sends one only
 * to reset it. A class the actor may not see the server refuses.
 */
export function useMonitorForm(monitor: Monitor | null, onSaved: (monitor: Monitor) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const { website } = useSession();
  const { phone } = useFormat();
  const form = useForm<MonitorValues>({
    initial: valuesOf(monitor, phone),
    struct: (monitor ? editForm : monitorAddPayload) as never,
    onSubmit: async ({ password, ...values }) => {
      const reply = monitor
        ? await api.monitor.edit({ id: monitor.id, ...values, ...(password ? { password } : {}) })
        : await api.monitor.add({ ...values, password });
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      emit('saola-monitor-saved', { monitor: reply.data });
      onSaved(reply.data);
      return undefined;
    },
  });
  return { form, strongPassword: siteFlags(website).strongPasswordRequired };
}
