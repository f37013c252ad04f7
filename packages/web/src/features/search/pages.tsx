import { Page } from '../../ui/page.tsx';

export function SearchPage() {
  return (
    <Page
      title="Rechercher un espace"
      lead="Trouvez un gymnase, une salle ou un terrain disponible près de chez vous."
    />
  );
}
