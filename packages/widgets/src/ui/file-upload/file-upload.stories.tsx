import type { SavedFile } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ok, WithFakeSaola } from '../../../test/fake-saola';
import { FileUpload } from './file-upload';

/** A storage that takes the bytes at once. */
const storedAtOnce = async (
  _url: string,
  _body: unknown,
  _headers: unknown,
  progress: (f: number) => void,
) => {
  progress(1);
  return 200;
};

const saved: SavedFile = {
  id: 1,
  name: 'de-cuong-on-tap.pdf',
  url: '#',
  contentType: 'application/pdf',
  type: 'document',
  size: 348_160,
  createdAt: '',
  shared: false,
};

function Scenario({ initial, error }: { initial?: SavedFile; error?: string }) {
  const [value, setValue] = useState<SavedFile | null>(initial ?? null);
  return (
    <WithFakeSaola
      answers={{
        '/Storage/File/GetUploadUrl': ok({ idFile: 1, uploadUrl: 'http://storage.test/put/1' }),
        '/Storage/File/InsertFile': ok(saved),
      }}
    >
      <div className="max-w-sm">
        <FileUpload
          label="Tài liệu"
          fileType="document"
          action="lessonDocument"
          value={value}
          onChange={setValue}
          error={error}
          put={storedAtOnce}
        />
      </div>
    </WithFakeSaola>
  );
}

const meta = { title: 'UI/FileUpload', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Uploaded: Story = { args: { initial: saved } };
export const WithError: Story = { args: { error: 'Tệp tin là bắt buộc' } };
