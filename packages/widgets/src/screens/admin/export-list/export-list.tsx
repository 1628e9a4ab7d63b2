import { EXPORT_MODULES, type ExportModule } from '@saola/core/api';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { JOB_MODULE_LABEL } from '../../shared/report-labels';
import { JobTable } from '../shared/job-table';

export interface ExportListProps {
  /** Only this module's exports (the route's optional `moduleName`). */
  moduleName?: string | undefined;
}

const moduleOf = (name: string | undefined) =>
  (EXPORT_MODULES as readonly string[]).includes(name ?? '') ? (name as ExportModule) : undefined;

/** The school's exports (an owner sees everyone's, others their own): progress, state and the file. */
export function ExportList({ moduleName }: ExportListProps) {
  const t = useT();
  const { api } = useSaola();
  const module = moduleOf(moduleName);
  const title = module ? `${t('route.exportList')}: ${t(JOB_MODULE_LABEL[module])}` : t('route.exportList');
  return (
    <RequireAccess access={api.job.list.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        <JobTable kind="export" module={module} title={title} />
      </div>
    </RequireAccess>
  );
}
