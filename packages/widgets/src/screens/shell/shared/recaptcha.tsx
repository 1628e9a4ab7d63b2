import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): number;
  ready(run: () => void): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Loads Google's script once per page. */
function loadScript(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    if (window.grecaptcha) {
      window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha));
      return;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener('load', () =>
      window.grecaptcha?.ready(() => resolve(window.grecaptcha as Grecaptcha)),
    );
    script.addEventListener('error', reject);
  });
}

/**
 * The reCAPTCHA checkbox of a school that saved its keys: the answer's token goes with the form, and the
 * server checks it with Google.
 */
export function Recaptcha({
  siteKey,
  label,
  onToken,
}: {
  siteKey: string;
  label: string;
  onToken: (token: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;
  useEffect(() => {
    let live = true;
    void loadScript()
      .then((grecaptcha) => {
        if (live && box.current && !box.current.hasChildNodes())
          grecaptcha.render(box.current, { sitekey: siteKey, callback: (token) => latest.current(token) });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [siteKey]);
  return (
    <fieldset aria-label={label}>
      <div ref={box} />
    </fieldset>
  );
}
