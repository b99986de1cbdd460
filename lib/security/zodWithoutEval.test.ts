import './zodWithoutEval';
import { config } from 'zod/v4/core';
import * as z from 'zod/mini';

describe('zodWithoutEval', () => {
  it('security #4: Zod parses without compiling code, so the policy needs no eval', () => {
    const compile = jest.spyOn(globalThis, 'Function');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Amaka' })).toEqual({ name: 'Amaka' });
    expect(compile).not.toHaveBeenCalled();
  });
});
