// The seed's demo agent (e2e/support/dataService.ts DEMO_AGENT) and claims officer signed in against a bench's
// data service: the cookies the sign-in screen writes for each, and the values that fill the build's dynamic routes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

async function graphql(url, query, variables = {}, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

// brands/yellow.ts is TypeScript, which these scripts cannot import: its partner code is read from the source.
function yellowPartnerCode(root) {
  const source = fs.readFileSync(path.join(root, 'brands', 'yellow.ts'), 'utf8');
  const match = /partnerCode:\s*'([^']+)'/.exec(source);
  if (!match) throw new Error('no partnerCode in brands/yellow.ts');
  return match[1];
}

/**
 * Signs in at the data service `url`. `cookies`: DC_AGENT_TOKEN and DC_AGENT_USER as the sign-in screen
 * stores them (components/auth/startSession.ts; nookies URI-encodes the values). `routeValues`: per dynamic
 * page, the path it is visited at.
 */
export async function signInDemoAgent(root, url) {
  const login = await signInAs(root, url, '08030000001');
  const data = await graphql(
    url,
    `{
      customer(limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id agent_id }
      plan_order(where: { status: { _eq: "ACTIVE" } }, limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id verification_code }
      claim(limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id }
      payment(where: { method: { _eq: "CARD" }, status: { _eq: "SUCCEEDED" } }, limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id }
    }`,
    {},
    login.token,
  );
  const [customer] = data.customer;
  const [order] = data.plan_order;
  const [claim] = data.claim;
  const [payment] = data.payment;
  if (!customer || !order || !claim || !payment) throw new Error('the demo agent has no customer, no active order, no claim or no paid card payment');
  const pending = await pendingTransferPayment(url, login.token);
  const officer = await signInDemoOfficer(root, url);
  const operations = await signInAs(root, url, '08030000011');
  const supervisor = await signInAs(root, url, '08030000012');
  const invitation = await inviteSomeone(url, operations.token);
  return {
    cookies: sessionCookies(login),
    officerCookies: officer.cookies,
    operationsCookies: sessionCookies(operations),
    supervisorCookies: sessionCookies(supervisor),
    routePaths: {
      '/account/customers/[id]': `/account/customers/${customer.id}`,
      '/account/cards/[id]': `/account/cards/${order.id}`,
      '/account/orders/[id]': `/account/orders/${order.id}`,
      '/account/orders/[id]/cancel': `/account/orders/${order.id}/cancel`,
      '/account/payments/[id]': `/account/payments/${payment.id}`,
      '/account/payments/[id] (pending)': `/account/payments/${pending}`,
      '/account/warranty/[id]': `/account/warranty/${claim.id}`,
      '/account/warranty/new?order=[id]': `/account/warranty/new?order=${order.id}`,
      '/verify/[code]': `/verify/${order.verification_code}`,
      '/office/claims/[id]': `/office/claims/${officer.claimId}`,
      '/office/agents/[id]': `/office/agents/${customer.agent_id}`,
      '/office/customers/[id]': `/office/customers/${customer.id}`,
      '/password/[token]': `/password/${invitation.token}`,
    },
  };
}

/**
 * A payment waiting for the customer's transfer, made as the wizard makes it (`buy_plan`, the gateway's
 * account for this payment): its page is the screen the agent reads the account number out from. Made for
 * the device whose sale waits for payment in the demo data (the wizard's "pay another way").
 */
async function pendingTransferPayment(url, token) {
  const data = await graphql(
    url,
    `{
      device(where: { plan_orders: { status: { _eq: "PENDING_PAYMENT" } } }, limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id }
      plan(where: { name: { _eq: "Screen Guard" } }) { id }
    }`,
    {},
    token,
  );
  if (!data.device[0] || !data.plan[0]) throw new Error('the demo agent has no device to sell a plan on, or no Screen Guard plan');
  const photos = [];
  for (const kind of ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN']) photos.push(await uploadPhoto(url, token, kind));
  const { buy_plan: sale } = await graphql(
    url,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: TRANSFER, inspection_evidence_ids: $photos) { payment { payment_id } }
    }`,
    { key: crypto.randomUUID(), device: data.device[0].id, plan: data.plan[0].id, photos },
    token,
  );
  return sale.payment.payment_id;
}

/**
 * An inspection photo (noise, so never the same photo twice) uploaded as the wizard uploads one: tus at the
 * data service's /v1/uploads, in one piece. Its evidence id.
 */
async function uploadPhoto(graphqlUrl, token, kind) {
  const bytes = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  const uploads = new URL('/v1/uploads', graphqlUrl);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(uploads, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `kind ${Buffer.from(kind).toString('base64')}` },
  });
  if (created.status !== 201) throw new Error(`the photo upload was not created: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location'), uploads);
  const sent = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (sent.status !== 204) throw new Error(`the photo upload was refused: ${sent.status} ${await sent.text()}`);
  return location.pathname.split('/').pop();
}

/** An invitation made by operations, as /office/agents/invite makes it: its link's page is the one the invited person opens. */
async function inviteSomeone(url, token) {
  const phone = `+2348059${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const { invite_account: link } = await graphql(
    url,
    `mutation ($key: uuid!, $phone: String!) {
      invite_account(idempotency_key: $key, first_name: "Bench", last_name: "Invitee", phone: $phone, role: agent) { token }
    }`,
    { key: crypto.randomUUID(), phone },
    token,
  );
  return link;
}

/** The cookies the sign-in screen keeps for a `login` answer (nookies URI-encodes the values). */
function sessionCookies(login) {
  const user = { first_name: login.first_name, last_name: login.last_name };
  return [
    { name: 'DC_AGENT_TOKEN', value: encodeURIComponent(login.token) },
    { name: 'DC_AGENT_USER', value: encodeURIComponent(JSON.stringify(user)) },
  ];
}

/** A seeded account (agent or staff) signed in with the demo password: its `login` answer. */
async function signInAs(root, url, phone) {
  const { login } = await graphql(
    url,
    `mutation ($p: String!, $i: String!, $w: String!) {
      login(partner_code: $p, identifier: $i, password: $w) { token first_name last_name }
    }`,
    { p: yellowPartnerCode(root), i: phone, w: 'demo-password' },
  );
  return login;
}

/** The seed's claims officer (08030000010) signed in, and the oldest claim waiting on its desk (a new one: the move form shows). */
async function signInDemoOfficer(root, url) {
  const login = await signInAs(root, url, '08030000010');
  const data = await graphql(
    url,
    `query ($statuses: [String!]!) { claim(where: { status: { _in: $statuses } }, limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id } }`,
    { statuses: ['SUBMITTED', 'UNDER_REVIEW'] },
    login.token,
  );
  if (!data.claim[0]) throw new Error('the demo claims officer has no claim waiting for review');
  return { cookies: sessionCookies(login), claimId: data.claim[0].id };
}

/** Operations' sections of /office (lib/session/areas.ts). */
const OPERATIONS_SECTIONS = ['/office/agents', '/office/audit', '/office/customers', '/office/plans'];

/** The supervisor's section of /office. */
const SUPERVISOR_SECTION = '/office/team';

/** The cookies a page is visited with: the agent's on /account, operations' and the supervisor's in their sections, the claims officer's on the rest of /office, none elsewhere. */
export function cookiesFor(page, session) {
  if (OPERATIONS_SECTIONS.some((section) => page === section || page.startsWith(`${section}/`))) return session.operationsCookies;
  if (page === SUPERVISOR_SECTION || page.startsWith(`${SUPERVISOR_SECTION}?`)) return session.supervisorCookies;
  if (page === '/office' || page.startsWith('/office/')) return session.officerCookies;
  return isSignedInPage(page) ? session.cookies : [];
}

/** The path a page is visited at: itself, or its dynamic route filled from the demo data. */
export function routePath(page, agent) {
  if (!page.includes('[')) return page;
  const filled = agent.routePaths[page];
  if (!filled) throw new Error(`no demo data fills ${page}: add it to signInDemoAgent's routePaths (scripts/lib/demoAgent.mjs)`);
  return filled;
}

/** The middleware guards /account: those pages are visited signed in, the rest signed out. */
const isSignedInPage = (page) => page === '/account' || page.startsWith('/account/');
