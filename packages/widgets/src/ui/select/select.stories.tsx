import type { RemoteSearch, SelectOption } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from './select';

const courses: SelectOption[] = [
  'Toán 10',
  'Ngữ văn 10',
  'Tiếng Anh 10',
  'Vật lý 10',
  'ພາສາລາວ ຊັ້ນ 1',
  'Hóa học 10',
  'Lịch sử 10',
  'Địa lý 10',
].map((text, i) => ({ id: i + 1, text }));

const serverSearch = async (q: RemoteSearch) =>
  courses
    .filter((c) => c.text.toLowerCase().includes(q.keyword.toLowerCase()))
    .slice((q.page - 1) * q.take, q.page * q.take);

function Scenario({ kind, error }: { kind: 'local' | 'remote' | 'multiple'; error?: string }) {
  const [one, setOne] = useState<SelectOption | null>(null);
  const [many, setMany] = useState<SelectOption[]>(courses.slice(0, 2));
  return (
    <div className="max-w-sm pb-72">
      {kind === 'multiple' ? (
        <Select label="Khóa học" name="courses" multiple value={many} onChange={setMany} options={courses} />
      ) : (
        <Select
          label="Khóa học"
          name="course"
          required
          value={one}
          onChange={setOne}
          error={error}
          {...(kind === 'remote' ? { search: serverSearch } : { options: courses })}
        />
      )}
    </div>
  );
}

const meta = { title: 'UI/Select', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Local: Story = { args: { kind: 'local' } };
export const Remote: Story = { args: { kind: 'remote' } };
export const Multiple: Story = { args: { kind: 'multiple' } };
export const WithError: Story = { args: { kind: 'local', error: 'Trường này là bắt buộc' } };
