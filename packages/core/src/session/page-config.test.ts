import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigReply } from '../api/config';
import { adoptPageConfig, clearSession, PAGE_CONFIG_ID, pageConfigElement, session } from '.';

const CONFIG = {
  user: null,
  website: {
    idSite: 1,
    name: '</script><script>alert(1)</script> & <!-- \u2028',
    timeZone: 'Asia/Vientiane',
  },
  menus: [],
  marketingSettings: { isOnFbComment: false, fbAppId: null },
} as unknown as ConfigReply;

/** A document holding the element as a browser parses it: its text is what stands between its tags. */
function pageWith(html: string) {
  const match = new RegExp(`<script type="application/json" id="${PAGE_CONFIG_ID}">(.*?)</script>`).exec(
    html,
  );
  return {
    getElementById: (id: string) =>
      (id === PAGE_CONFIG_ID && match ? { textContent: match[1] ?? '' } : null) as HTMLElement | null,
  };
}

describe("the page's configuration", () => {
  afterEach(() => clearSession());

  it('is written so that no value closes the element, and read back whole', () => {
    const html = pageConfigElement(CONFIG);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<!--|&|\u2028/);
    expect(adoptPageConfig(pageWith(html))).toBe(true);
    expect(session.website?.name).toBe(CONFIG.website.name);
    expect(session.marketingSettings).toEqual(CONFIG.marketingSettings);
  });

  it('is left alone by a kept session, whose user and menus are its own', () => {
    session.accessToken = 'tok';
    expect(adoptPageConfig(pageWith(pageConfigElement(CONFIG)))).toBe(false);
    expect(session.website).toBeNull();
  });

  it('absent or malformed, the page loads the configuration as before', () => {
    expect(adoptPageConfig(pageWith('<html></html>'))).toBe(false);
    expect(
      adoptPageConfig(pageWith(`<script type="application/json" id="${PAGE_CONFIG_ID}">{"user":</script>`)),
    ).toBe(false);
    expect(session.website).toBeNull();
  });
});
