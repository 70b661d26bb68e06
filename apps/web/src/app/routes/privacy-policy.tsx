import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { tabState } from "../../entities/session/tab-state";
import { PrivacyPolicyScreen } from "../../features/privacy-policy/components/privacy-policy-screen";

export function Component() {
  const navigate = useNavigate();
  return (
    <PrivacyPolicyScreen
      onBack={() => {
        // Back to where the user came from inside the app; a direct visit goes to the patient list.
        if (tabState.get().previousPath) navigate(-1);
        else navigate(paths.patients);
      }}
    />
  );
}
