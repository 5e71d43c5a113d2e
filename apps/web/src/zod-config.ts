import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and its probe for that ability alone
// counts as a violation of the Content-Security-Policy (no 'unsafe-eval'). This module is imported before any
// schema exists (schemas read the setting when they are created), so the contract's schemas never probe.
z.config({ jitless: true });
