import { useNavigate } from "react-router";
import { PrivacyPolicyScreen } from "../../features/privacy-policy/components/privacy-policy-screen";
import { getAppState } from "../../stores/app-state";

export function Component() {
  const navigate = useNavigate();
  return (
    <PrivacyPolicyScreen
      onBack={() => {
        // Back to where the user came from inside the app; a direct visit goes to the patient list.
        if (getAppState().previousPath) navigate(-1);
        else navigate("/patients");
      }}
    />
  );
}
