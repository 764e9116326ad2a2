import { FeeFormPage } from '../components/fee-form-page';

/** /fee-edit/{category}/: changes the category's fee. */
export default function FeeEditPage() {
  return <FeeFormPage mode="edit" />;
}
