import { Create, SimpleForm } from 'react-admin';
import { DemandRuleInputs } from '@/demand-rules/DemandRuleInputs';
import { toDemandRulePayload } from '@/demand-rules/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const DemandRuleCreate = () => (
  <Create transform={toDemandRulePayload} redirect={backToPricing} title="app.demand.create_title">
    <SimpleForm
      defaultValues={{ kind: 'surcharge', thresholdPercent: 80, percentBp: 1000, active: true }}
      noValidate
    >
      <DemandRuleInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
