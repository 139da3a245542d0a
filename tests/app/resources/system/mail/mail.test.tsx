// @vitest-environment happy-dom
// The mail screens against the real server: the demo groups listed with their members and mail APIs,
// a new group refused under its name field (taken) then saved with a staff member, a mail sent to it
// that lands in the mail outbox; and a mail API switched off with another group on the rights screen.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('mail groups and mail sending rights against the real server', () => {
  it('lists the groups, refuses a taken name under its field, saves a group and queues a mail to it', async () => {
    await signIn('op');
    renderAdmin('/system/mailGroup/sendMail', { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Mail groups' }, LONG);
    const planning = (await within(table).findByText('Planning daily', {}, LONG)).closest('tr')!;
    expect(planning).toHaveTextContent('2 staff, 2 external');
    expect(planning).toHaveTextContent('PSI_DAILY');

    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'planning daily' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A mail group named "planning daily" exists already', {}, LONG)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Allocation alerts' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Staff members' }), { target: { value: 'manager' } });
    fireEvent.click(await screen.findByRole('option', { name: /Marcus Manager/ }, LONG));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const row = (await within(table).findByText('Allocation alerts', {}, LONG)).closest('tr')!;
    expect(row).toHaveTextContent('1 staff, 0 external');

    fireEvent.click(await within(row).findByRole('button', { name: 'Send mail to Allocation alerts' }, LONG));
    const send = await screen.findByRole('dialog');
    expect(await within(send).findByText(/manager@example\.com/, {}, LONG)).toBeInTheDocument();
    fireEvent.change(within(send).getByLabelText(/^Subject/), { target: { value: 'Allocation for week 48' } });
    fireEvent.change(within(send).getByLabelText(/^Message/), { target: { value: 'STM32 allocation cut by 20 % this week.' } });
    fireEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('One mail queued for sending', {}, LONG)).toBeInTheDocument();
    const queued = await app.server.database.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('subject', '=', 'Allocation for week 48').execute();
    expect(queued).toEqual([{ to_address: 'manager@example.com', subject: 'Allocation for week 48' }]);
  }, 150_000);

  it('switches a mail API off on the mail sending rights screen', async () => {
    await signIn('admin');
    renderAdmin('/system/mailGroup/sendMailPermission', { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Mail sending rights' }, LONG);
    const row = (await within(table).findByText('PSI_DAILY', {}, LONG)).closest('tr')!;
    expect(row).toHaveTextContent('Planning daily');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit PSI_DAILY' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Sends mail'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail sending of PSI_DAILY saved', {}, LONG)).toBeInTheDocument();
    const stored = await app.server.database.db.selectFrom('mail_api').select('enabled').where('code', '=', 'PSI_DAILY').executeTakeFirstOrThrow();
    expect(stored.enabled).toBe(false);
  }, 150_000);
});
