import { FeeFormPage } from '../components/fee-form-page';

/** /fee-add/{category}/: sets the category's fee. */
export default function FeeAddPage() {
  return <FeeFormPage mode="add" />;
}
