import type { CustomField } from '@puckeditor/core';
import type { SavedFile } from '@saola/core/api';
import { translate } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, fakeSaola, ok } from '../../../../test/fake-saola';
import { puckConfig } from './puck-config';

const picture: SavedFile = {
  id: 31,
  name: 'le-khai-giang.jpg',
  url: 'http://saola.test/files/1/le-khai-giang.jpg',
  contentType: 'image/jpeg',
  type: 'image',
  size: 120_000,
  createdAt: '',
  shared: false,
};

/** The banner slide's picture field as the builder shows it, holding what it was last given. */
function Slide({ changes }: { changes: Array<string | undefined> }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  const config = puckConfig((key, params) => translate('vi', key, params));
  const slides = config.components.banner?.fields?.slides as unknown as {
    arrayFields: { imageUrl: CustomField<string | undefined> };
  };
  return slides.arrayFields.imageUrl.render({
    field: slides.arrayFields.imageUrl,
    name: 'imageUrl',
    id: 'imageUrl',
    value,
    onChange: (next: string | undefined) => {
      changes.push(next);
      setValue(next);
    },
  } as never);
}

describe("the builder's banner picture", () => {
  it('uploads a picture for a slide as a public landing image, and removes it', async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    // Storage takes the bytes: a stand-in for the browser's request, which jsdom cannot send.
    const puts: string[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 200;
        responseText = '';
        upload = {};
        onload = () => {};
        open(_method: string, url: string) {
          puts.push(url);
        }
        setRequestHeader() {}
        send() {
          this.onload();
        }
      },
    );
    const fake = fakeSaola({
      '/Storage/File/GetUploadUrl': ok({ idFile: 31, uploadUrl: 'http://storage.test/put/31' }),
      '/Storage/File/InsertFile': ok(picture),
    });
    const changes: Array<string | undefined> = [];
    render(
      <fake.wrap>
        <Slide changes={changes} />
      </fake.wrap>,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('.jpg');
    await userEvent.upload(
      input,
      new File([new Uint8Array(1000)], 'le-khai-giang.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(changes).toEqual([picture.url]));
    expect(fake.sent.find((r) => r.url.includes('/Storage/File/GetUploadUrl'))?.url).toContain(
      'uploadAction=landingImage',
    );
    await userEvent.click(screen.getByRole('button', { name: /Gỡ|Xóa/ }));
    expect(changes).toEqual([picture.url, undefined]);
    expect(puts).toEqual(['http://storage.test/put/31']);
    vi.unstubAllGlobals();
  });
});
