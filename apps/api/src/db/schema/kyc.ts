/** KYC documents: metadata here, the bytes too (bytea) so one database holds everything. */
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One uploaded document. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    /** Server-generated name; the member's file name is never used. */
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** A `KycStatus` value. */
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_documents_member_idx').on(t.memberId)],
);
