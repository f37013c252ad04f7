import { isCentral, managesTerritory } from '@espaces/domain/access/roles';
import type { CampaignInput } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import { CAMPAIGN_SCREEN_MESSAGES } from '@espaces/domain/campaign/campaign-screen-messages';
import {
  DEFAULT_CAMPAIGN_RULES,
  MAX_WISHES_PER_ORGANIZATION,
  type PriorityRule,
} from '@espaces/domain/campaign/campaign-rules';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTerritories } from '../../../api/territories.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { Page } from '../../../ui/page.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { createCampaign, useCampaignsChanged, useScopePlaces } from '../api/campaign-api.ts';
import { PriorityOrderInput } from '../components/priority-order-input.tsx';

/** The value of the territory choice meaning the whole region. */
const REGION = 'region';

interface CampaignValues {
  name: string;
  territory: string;
  useFrom: string | null;
  useTo: string | null;
  applicationsFrom: string | null;
  applicationsTo: string | null;
  publicationDate: string | null;
  places: string[];
  priorities: PriorityRule[];
  wishesPerOrganization: number | string;
}

const inputOf = (values: CampaignValues): CampaignInput => ({
  name: values.name.trim(),
  territory: values.territory === REGION ? null : iri('territories', values.territory),
  useFrom: values.useFrom ?? '',
  useTo: values.useTo ?? '',
  applicationsFrom: values.applicationsFrom ?? '',
  applicationsTo: values.applicationsTo ?? '',
  publicationDate: values.publicationDate ?? '',
  ...(values.places.length > 0 ? { places: values.places.map((id) => iri('places', id)) } : {}),
  priorities: values.priorities,
  wishesPerOrganization:
    typeof values.wishesPerOrganization === 'number' ? values.wishesPerOrganization : Number.NaN,
});

/** The scopes this user may create a campaign for: central every one, a territory admin theirs. */
function useScopeOptions() {
  const user = useCurrentUser();
  const central = user !== null && isCentral(user);
  const territories = useTerritories({ enabled: central });
  if (user === null) return [];
  const own = (territories.data?.['hydra:member'] ?? []).map((territory) => ({
    value: territory.id,
    label: territory.name,
  }));
  if (central) return [{ value: REGION, label: 'Toute la région' }, ...own];
  return user.territoryMemberships
    .filter((membership) => managesTerritory(user, membership.territory.id))
    .map((membership) => ({ value: membership.territory.id, label: membership.territory.name }));
}

/**
 * /campagnes/nouvelle (auth-campaigns; central or a territory's admin, the server decides): a
 * draft campaign, its period of use, its window, its places and its rules.
 */
export function CampaignCreationPage() {
  const navigate = useNavigate();
  const changed = useCampaignsChanged();
  const scopes = useScopeOptions();
  const form = useForm<CampaignValues>({
    initialValues: {
      name: '',
      // Central starts from the region; a territory admin of one territory, from it.
      territory: scopes[0]?.value ?? '',
      useFrom: null,
      useTo: null,
      applicationsFrom: null,
      applicationsTo: null,
      publicationDate: null,
      places: [],
      priorities: [...DEFAULT_CAMPAIGN_RULES.priorities],
      wishesPerOrganization: DEFAULT_CAMPAIGN_RULES.wishesPerOrganization,
    },
    validate: {
      territory: (value) => (value === '' ? 'Choisissez le périmètre de la campagne.' : null),
    },
  });
  const scope = form.values.territory;
  const places = useScopePlaces(scope === REGION ? null : scope, scope !== '');
  const placeOptions = (places.data ?? []).map((place) => ({
    value: place.id,
    label: `${place.name} · ${place.facility.name}`,
  }));

  const creation = useMutation({
    mutationFn: createCampaign,
    onSuccess: async (created) => {
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.created);
      await changed(created);
      await navigate(`/campagnes/${created.id}`);
    },
    onError: (error) =>
      showFailure(form, error, (path) =>
        path.startsWith('places') ? 'places' : path.startsWith('priorities') ? 'priorities' : path,
      ),
  });

  return (
    <Page
      title="Nouvelle campagne"
      lead={`La campagne est créée en brouillon\u00a0: vous l’ouvrez ensuite aux vœux des organisations.`}
    >
      <form
        noValidate
        aria-label="Nouvelle campagne"
        onSubmit={form.onSubmit((values) => creation.mutate(inputOf(values)))}
      >
        <Stack gap="lg" maw={760}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nom"
              placeholder="Campagne 2027–2028"
              withAsterisk
              maxLength={120}
              {...form.getInputProps('name')}
            />
            <Select
              label="Périmètre"
              withAsterisk
              allowDeselect={false}
              data={scopes}
              {...form.getInputProps('territory')}
              onChange={(value) => {
                form.setFieldValue('territory', value ?? '');
                form.setFieldValue('places', []);
              }}
            />
          </SimpleGrid>
          <Fieldset legend="Période d’utilisation (une année scolaire)">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FrenchDateInput
                label="Premier jour"
                withAsterisk
                {...form.getInputProps('useFrom')}
              />
              <FrenchDateInput label="Dernier jour" withAsterisk {...form.getInputProps('useTo')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Dépôt des vœux (heure de Paris, de 00:00 le premier jour à 24:00 le dernier)">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FrenchDateInput
                label="Ouverture"
                withAsterisk
                {...form.getInputProps('applicationsFrom')}
              />
              <FrenchDateInput
                label="Clôture"
                withAsterisk
                {...form.getInputProps('applicationsTo')}
              />
            </SimpleGrid>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FrenchDateInput
              label="Publication des attributions"
              withAsterisk
              {...form.getInputProps('publicationDate')}
            />
            <NumberInput
              label="Vœux par organisation"
              withAsterisk
              min={1}
              max={MAX_WISHES_PER_ORGANIZATION}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('wishesPerOrganization')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Espaces inclus"
            description="Laissez vide pour inclure tous les espaces publiés du périmètre."
            placeholder={form.values.places.length === 0 ? 'Tous les espaces publiés' : undefined}
            searchable
            clearable
            limit={50}
            nothingFoundMessage="Aucun espace publié de ce nom dans le périmètre"
            disabled={scope === ''}
            data={placeOptions}
            {...form.getInputProps('places')}
          />
          <PriorityOrderInput
            value={form.values.priorities}
            onChange={(rules) => form.setFieldValue('priorities', rules)}
            error={form.errors.priorities}
          />
          <Group>
            <Button type="submit" loading={creation.isPending}>
              Créer la campagne
            </Button>
            <Button component={Link} to="/campagnes" variant="default">
              Annuler
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
