import { Type, type Static } from 'typebox';
import { MaintenanceType } from '../enums/enums.ts';
import { enumSchema } from '../enums/enum-schema.ts';
import { UnixSeconds } from './common.ts';

/**
 * Maintenance state (`GET /maintenance/getMaintenanceOnMember`). Type 1 blocks every route;
 * `start`/`end` are Unix seconds shown on the maintenance page, 0 when not scheduled.
 */
export const Maintenance = Type.Object({
  type: enumSchema(MaintenanceType),
  start: UnixSeconds,
  end: UnixSeconds,
});
/** Maintenance state. */
export type Maintenance = Static<typeof Maintenance>;
