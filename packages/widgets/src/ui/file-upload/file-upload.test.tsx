import { formatBytes, type PutFile, type SavedFile } from '@saola/core/api';
import { session } from '@saola/core/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Answers, fakeSaola, ok, refuse } from '../../../test/fake-saola';
import { FileUpload } from './file-upload';

const saved: SavedFile = {
  id: 9,
  name: 'anh.png',
  url: 'http://saola.test/files/1/x.png',
  contentType: 'image/png',
  type: 'image',
  size: 2048,
  createdAt: '',
  shared: false,
};

function Harness({ put, changes }: { put: PutFile; changes: Array<SavedFile | null> }) {
  const [value, setValue] = useState<SavedFile | null>(null);
  return (
    <FileUpload
      label="Cover image"
      fileType="image"
      action="courseCover"
      value={value}
      put={put}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

function setup(put: PutFile, answers: Answers = {}) {
  session.locale = 'en';
  const fake = fakeSaola({
    '/Storage/File/GetUploadUrl': ok({ idFile: 9, uploadUrl: 'http://storage.test/put/9' }),
    '/Storage/File/InsertFile': ok(saved),
    ...answers,
  });
  const changes: Array<SavedFile | null> = [];
  const Wrap = fake.wrap;
  render(
    <Wrap>
      <Harness put={put} changes={changes} />
    </Wrap>,
  );
  return { ...fake, changes, input: document.querySelector('input[type=file]') as HTMLInputElement };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('FileUpload', () => {
  it('refuses another format or an oversized image before sending anything', async () => {
    const put = vi.fn<PutFile>();
    const { input, sent } = setup(put);
    await userEvent.upload(input, file('anh.gif', 'image/gif', 10), { applyAccept: false });
    expect(screen.getByText('Invalid file format')).toBeDefined();
    await userEvent.upload(input, file('anh.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(screen.getByText('The file size is larger than the allowed capacity (2 MB)')).toBeDefined();
    expect(sent).toHaveLength(0);
    expect(put).not.toHaveBeenCalled();
  });

  it('uploads with a progress bar, then shows the file with a way to remove it', async () => {
    let release: (status: number) => void = () => {};
    const put = vi.fn<PutFile>((_url, _body, _headers, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    const { input, changes } = setup(put);
    await userEvent.upload(input, file('anh.png', 'image/png', 2048));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    release(200);
    expect(await screen.findByRole('img', { name: 'anh.png' })).toBeDefined();
    expect(screen.getByText('2 KB')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(changes).toEqual([saved]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete anh.png' }));
    expect(changes.at(-1)).toBeNull();
  });

  it('says the upload failed when storage refuses the bytes', async () => {
    const { input, changes } = setup(async () => 403);
    await userEvent.upload(input, file('anh.png', 'image/png', 2048));
    await waitFor(() => expect(screen.getByText('File upload failed!')).toBeDefined());
    expect(changes).toEqual([]);
  });

  it('asks for the upload action given, and offers only the extensions that action takes', async () => {
    const { input, sent } = setup(async () => 200);
    expect(input.accept).toBe('.jpg,.jpeg,.png');
    await userEvent.upload(input, file('anh.png', 'image/png', 2048));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(new URL(sent[0]?.url as string).searchParams.get('uploadAction')).toBe('courseCover');
    const { wrap: Wrap } = fakeSaola({});
    render(
      <Wrap>
        <FileUpload label="Video" fileType="video" action="lessonVideo" value={null} onChange={() => {}} />
      </Wrap>,
    );
    expect((screen.getByLabelText('Video') as HTMLInputElement).accept).toBe('.mp4,.webm,.m4v');
  });

  it('shows why the server refused the upload', async () => {
    const quota = 'This file would take you past your upload space of 50 MB.';
    const { input, changes } = setup(async () => 200, {
      '/Storage/File/GetUploadUrl': refuse(400, 'Invalid parameter.', [{ field: 'size', message: quota }]),
    });
    await userEvent.upload(input, file('anh.png', 'image/png', 2048));
    expect(await screen.findByText(quota)).toBeDefined();
    expect(changes).toEqual([]);
  });

  it('shows why storage refused the bytes: a .png that is not an image', async () => {
    const { input, changes } = setup(async () => ({ status: 400, message: 'Invalid file format' }));
    await userEvent.upload(input, file('bai-tap.png', 'image/png', 2048));
    expect(await screen.findByText('Invalid file format')).toBeDefined();
    expect(screen.queryByText('File upload failed!')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('shows why the server refused to register the bytes it checked', async () => {
    const { input, changes } = setup(async () => 200, {
      '/Storage/File/InsertFile': refuse(400, 'Invalid file format'),
    });
    await userEvent.upload(input, file('bai-tap.png', 'image/png', 2048));
    expect(await screen.findByText('Invalid file format')).toBeDefined();
    expect(changes).toEqual([]);
  });

  it('counts sizes in 1024-based units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
  });
});
