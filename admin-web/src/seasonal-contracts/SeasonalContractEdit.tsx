import { Stack, Typography } from '@mui/material';
import {
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import type { SeasonalContract } from '@/api-types';
import { formatCents, formatDate } from '@/format';
import { ContractActions, InstalmentsPanel } from '@/seasonal-contracts/ContractPanel';
import { MeterPanel } from '@/seasonal-contracts/MeterPanel';
import { SeasonalHolderInputs } from '@/seasonal-contracts/SeasonalContractInputs';
import { RenewalChip, StatusChip } from '@/seasonal-contracts/SeasonalContractList';
import { toHolderPayload } from '@/seasonal-contracts/seasonalApi';

/** What the contract fixes (pitch, period, fee): shown, not edited. */
const Summary = () => {
  const r = useRecordContext<SeasonalContract>();
  const [locale] = useLocaleState();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Labeled source="number">
        <TextField source="number" />
      </Labeled>
      <Labeled source="pitchCode">
        <TextField source="pitchCode" />
      </Labeled>
      <Labeled source="startDate">
        <Typography variant="body2">
          {formatDate(r.startDate, locale)} – {formatDate(r.terminatedOn ?? r.endDate, locale)}
        </Typography>
      </Labeled>
      <Labeled source="feeCents">
        <Typography variant="body2">{formatCents(r.feeCents, locale)}</Typography>
      </Labeled>
      <Labeled source="touristTaxCents">
        <Typography variant="body2">{formatCents(r.touristTaxCents, locale)}</Typography>
      </Labeled>
      <Labeled source="status">
        <StatusChip />
      </Labeled>
      <Labeled source="renewal">
        <RenewalChip />
      </Labeled>
    </Stack>
  );
};

// A contract is never deleted (its invoices stay): terminating it is the way to end it.
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

// Pessimistic: a refused change must not look done.
export const SeasonalContractEdit = () => (
  <Edit transform={toHolderPayload} mutationMode="pessimistic" actions={<ContractActions />}>
    <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<SaveOnly />}>
      <Summary />
      <SeasonalHolderInputs />
    </SimpleForm>
    <InstalmentsPanel />
    <MeterPanel />
  </Edit>
);
