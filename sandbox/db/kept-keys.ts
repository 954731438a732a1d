/**
 * The keys the sandbox keeps in its data folder beside the database when no setting gives them
 * (sandbox/main.ts), each in a file of mode 0600: a backup carries them, so a restored sandbox
 * answers with the same ones (sandbox/db/backup.ts).
 */
export const keptKeyFiles = { payload: 'payload.key', operator: 'operator.key' } as const;
