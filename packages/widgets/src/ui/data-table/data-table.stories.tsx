import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../status-badge/status-badge';
import { type Column, DataTable } from './data-table';
import type { TableQuery } from './use-data-table';

interface Row {
  id: number;
  name: string;
  active: boolean;
}
const rows: Row[] = ['Nguyễn Thị Hoa', 'Trần Văn Minh', 'Phạm Thu Trang', 'ສົມສັກ ພົມມະວົງ', 'Lê Hoàng Nam'].map(
  (name, i) => ({ id: i + 1, name, active: i !== 3 }),
);
const columns: Column<Row>[] = [
  { key: 'name', header: 'Họ tên', cell: (r) => r.name, sort: 'fullName' },
  {
    key: 'status',
    header: 'Trạng thái',
    cell: (r) => <StatusBadge status={r.active ? 'active' : 'inactive'} />,
  },
];

function Scenario({ kind }: { kind: 'rows' | 'empty' | 'filters' }) {
  const load = async (q: TableQuery) => {
    const data = kind === 'empty' ? [] : rows.filter((r) => r.name.includes(q.keyword));
    return { error: false as const, code: 200, message: '', data: { data, total: data.length } };
  };
  return (
    <DataTable
      label="Học viên"
      empty="Chưa có học viên nào."
      columns={columns}
      load={load}
      requireFilters={kind === 'filters'}
      onDeleteSelected={async () => {}}
    />
  );
}

const meta = { title: 'UI/DataTable', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithRows: Story = { args: { kind: 'rows' } };
export const Empty: Story = { args: { kind: 'empty' } };
export const ChooseFilters: Story = { args: { kind: 'filters' } };
