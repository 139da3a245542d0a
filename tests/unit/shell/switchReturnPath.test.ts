// @vitest-environment jsdom
// Switching back returns to the page noted before the switch, once, and only to a path of this app.
import { afterEach, describe, expect, it } from 'vitest';
import { noteOwnPage, takeReturnPath } from '../../../src/shell/switchAccount/returnPath';

afterEach(() => localStorage.clear());

describe('the switch-back page', () => {
  it('hands back the last noted page once', () => {
    noteOwnPage('/home');
    noteOwnPage('/system/roles/userManagement?page=2');
    expect(takeReturnPath()).toBe('/system/roles/userManagement?page=2');
    expect(takeReturnPath()).toBeUndefined();
  });

  it('refuses a path that leaves the app', () => {
    localStorage.setItem('switch_return_path', '//evil.example/');
    expect(takeReturnPath()).toBeUndefined();
    localStorage.setItem('switch_return_path', 'https://evil.example/');
    expect(takeReturnPath()).toBeUndefined();
  });
});
