import type { RemoteSearch, SelectOption } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TreeSelect } from './tree-select';

const tree: SelectOption[] = [
  {
    id: 1,
    text: 'Khối 10',
    expand: true,
    children: [
      { id: 11, text: '10A1' },
      { id: 12, text: '10A2' },
    ],
  },
  { id: 2, text: 'Khối 11', children: [{ id: 21, text: '11A1' }] },
  { id: 3, text: 'ພະແນກວິທະຍາສາດ' },
];
const search = async (q: RemoteSearch) => tree.filter((n) => n.text.includes(q.keyword)).slice(0, q.take);

function Stateful({ initial }: { initial: Array<SelectOption['id']> }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-sm pb-80">
      <TreeSelect label="Đơn vị" search={search} value={value} onChange={setValue} />
    </div>
  );
}

const meta = { title: 'UI/TreeSelect', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = { args: { initial: [] } };
export const PartlySelected: Story = { args: { initial: [11] } };
