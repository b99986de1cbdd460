/** Links of the operations' audit log (/office/audit). */

export const AUDIT_LOG_PATH = '/office/audit';
