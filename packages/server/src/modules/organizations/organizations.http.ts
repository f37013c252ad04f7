import { ORGANIZATION_STATUSES } from '@espaces/domain/access/actor';
import { searchFilter } from '@espaces/domain/api/fields';
import { enumListParam, orderParam, paginationQuery } from '@espaces/domain/api/collection-params';
import { UNKNOWN_STATUS } from '@espaces/domain/messages';

export const ORGANIZATIONS_TAGS = ['Organisations'];

const statusList = enumListParam(ORGANIZATION_STATUSES, UNKNOWN_STATUS);

/** `GET /api/organizations` filters (docs/organisations.md#who-sees-and-decides). */
export const organizationsQuery = paginationQuery.extend({
  status: statusList.optional(),
  'status[]': statusList.optional(),
  search: searchFilter,
  'order[name]': orderParam.optional(),
});
