// The texts of the lists' shared filter selects (docs/routes.md#page-flows), apart from the selects
// themselves: a list that draws its filters after the first paint shows them in its placeholders
// meanwhile.

export const FACILITY_FILTER = { label: 'Établissement', placeholder: 'Tous les établissements' };
export const TERRITORY_FILTER = { label: 'Territoire', placeholder: 'Tous les territoires' };
export const FACILITY_TYPE_FILTER = {
  label: 'Type d’établissement',
  placeholder: 'Tous les types',
};
