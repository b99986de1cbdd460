// Prints a JWT for an account (an agent, or staff with --role), for curl and ops scripts, signed with HASURA_GRAPHQL_JWT_SECRET (or, with
// DATA_SERVICE_USE_DEV_JWT_SECRET=true, the development key) — the token `login` would hand that agent.
// --session-version must be the agent's current agent.session_version (0 until it first logs out).
//
//   tsx data-service/scripts/mint-token.ts --agent <agent uuid> --partner <partner uuid> [--role R] [--session-version N] [--lifetime-ms N]
//   curl -H "Authorization: Bearer $(tsx data-service/scripts/mint-token.ts --agent … --partner …)" …
import { parseArgs } from 'node:util';
import { signAgentToken } from '../src/auth/jwt';
import { loadConfig } from '../src/config';
import { ACCOUNT_ROLES, AGENT_ROLE, isAccountRole } from '@/lib/domain/roles';

const USAGE = 'usage: mint-token.ts --agent <agent id> --partner <partner id> [--role <agent|claims_officer|partner_ops|supervisor>] [--session-version <n>] [--lifetime-ms <ms>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      agent: { type: 'string' },
      partner: { type: 'string' },
      role: { type: 'string', default: AGENT_ROLE },
      'session-version': { type: 'string', default: '0' },
      'lifetime-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.agent || !values.partner) throw new Error(USAGE);
  const role = values.role;
  if (!isAccountRole(role)) throw new Error(`--role must be one of ${ACCOUNT_ROLES.join(', ')} (the account's agent.role)`);
  const config = loadConfig();
  const lifetimeMs = values['lifetime-ms'] === undefined ? config.tokenLifetimeMs : Number(values['lifetime-ms']);
  if (!Number.isInteger(lifetimeMs) || lifetimeMs <= 0) throw new Error('--lifetime-ms must be a positive whole number');
  const sessionVersion = Number(values['session-version']);
  if (!Number.isInteger(sessionVersion) || sessionVersion < 0) throw new Error('--session-version must be a whole number');
  const { token, expiresAt } = await signAgentToken({ agentId: values.agent, role, partnerId: values.partner, sessionVersion, lifetimeMs }, config.jwtSecret);
  // The token alone on stdout, so `$(…)` captures it; the expiry goes to stderr for people.
  console.log(token);
  console.error(`expires ${expiresAt.toISOString()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
