import { dataServiceUrl, DEMO_AGENT, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { NEEDS_OWN_SERVERS, targetsDeployment } from './support/target';

// Project chat-intercom: the generic brand's e2e build has NEXT_PUBLIC_INTERCOM_APP_ID=e2e-intercom
// (scripts/e2e.mjs). Intercom's widget script is answered here by a recorder, so nothing leaves the machine.

test.skip(targetsDeployment, NEEDS_OWN_SERVERS);
test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

type IntercomCall = [string, ...unknown[]];

/**
 * Stands in for widget.intercom.io: takes over window.Intercom and reports every call, the ones queued
 * before it loaded included, to the test (through a binding that outlives page loads).
 */
const RECORDER = `
  (function () {
    // Callbacks (onShow, onHide…) cannot cross to the test: plain data only.
    var record = function (args) { window.__recordIntercom(JSON.parse(JSON.stringify(Array.prototype.slice.call(args)))); };
    var queued = (window.Intercom && window.Intercom.q) || [];
    for (var i = 0; i < queued.length; i++) record(queued[i]);
    window.Intercom = function () { record(arguments); };
  })();
`;

test("the chat page boots Intercom with the agent's attributes, opens the messenger, and logging out shuts it down", async ({
  baseURL,
  brand,
  context,
  page,
  request,
  accountShell,
}) => {
  const calls: IntercomCall[] = [];
  await page.exposeFunction('__recordIntercom', (call: IntercomCall) => void calls.push(call));
  const widgetRequests: string[] = [];
  await page.route('https://widget.intercom.io/**', (route) => {
    widgetRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: RECORDER });
  });
  const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);

  await page.goto('/account/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with support' })).toBeVisible();

  await expect.poll(() => widgetRequests).toEqual(['https://widget.intercom.io/widget/e2e-intercom']);
  await expect.poll(() => calls.map((call) => call[0])).toEqual(expect.arrayContaining(['boot', 'show']));
  const boot = calls.find((call) => call[0] === 'boot');
  expect(boot?.[1]).toMatchObject({
    app_id: 'e2e-intercom',
    user_id: session.agent_id,
    name: 'Amaka Okonkwo',
    email: expect.stringMatching(/^demo\.agent@/),
    phone: '+2348030000001',
    partner_code: brand.partnerCode,
    brand: brand.code,
  });

  await accountShell.logOut();
  await expect(page).toHaveURL(/\/auth$/);
  expect(calls.map((call) => call[0])).toContain('shutdown');
});
