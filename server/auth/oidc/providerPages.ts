// The development provider's own pages: its sign-in form, and a sign-out page that needs no click.
import { inlinePagePolicy } from '../../http/securityHeaders';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0}main{max-width:320px;margin:12vh auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}' +
  'h1{font-size:1.25rem;margin:0 0 4px}p{color:#555;margin:0 0 16px;font-size:.9rem}label{display:block;font-size:.85rem;margin:12px 0 4px}' +
  'input{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #bbb;border-radius:4px}' +
  'button{margin-top:20px;width:100%;padding:10px;font-size:1rem;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}' +
  '.error{color:#b71c1c;background:#fdecea;padding:8px;border-radius:4px;margin-bottom:8px}';

/** Sends the sign-out form at once (see logoutPage). */
const LOGOUT_SCRIPT = "var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";

/** The pages' Content-Security-Policy: their own style and script by hash; forms post to this server. */
export const PROVIDER_PAGE_POLICY = inlinePagePolicy({ styles: [STYLE], scripts: [LOGOUT_SCRIPT], formAction: ["'self'"], images: ["'self'", 'data:'] });

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface PageCaptcha {
  id: string;
  svg: string;
}

export function loginPage(opts: { uid: string; clientName: string; username?: string; error?: string; captcha?: PageCaptcha }): string {
  const error = opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : '';
  // The same captcha as the application's sign-in, due after the same failures (server/auth/loginGuard.ts).
  const captcha = opts.captcha
    ? `<label for="captcha">Characters in the picture</label><img alt="captcha" src="data:image/svg+xml;base64,${Buffer.from(opts.captcha.svg).toString('base64')}">` +
      `<input type="hidden" name="captchaId" value="${escape(opts.captcha.id)}"><input id="captcha" name="captcha" required autocomplete="off">`
    : '';
  return page(
    'Sign in - development identity provider',
    `<h1>Development identity provider</h1><p>Sign in to continue to ${escape(opts.clientName)}. Accounts are the application's local users.</p>${error}` +
      `<form method="post" action="/oidc/interaction/${escape(opts.uid)}/login" autocomplete="off">` +
      `<label for="username">User name</label><input id="username" name="username" required autofocus value="${escape(opts.username ?? '')}">` +
      `<label for="password">Password</label><input id="password" name="password" type="password" required>` +
      `${captcha}<button type="submit">Continue</button></form>`,
  );
}

/** oidc-provider's `form` posts the sign-out; it is sent at once (the application asked for it). */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out</h1><p>You are being signed out of the development identity provider.</p>${form}` +
      `<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>` +
      `<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
