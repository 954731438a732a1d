import { useLoaderData } from 'react-router';
import { FormScreen } from '../../engine/screen/form-screen';
import { loadScreen, type LoadedScreen } from '../../engine/screen/load-screen';

export function loader(): Promise<LoadedScreen> {
  return loadScreen('login.v1');
}

/** /login: the login-by-password screen of schemas/screens/login.v1.json. */
export function Component() {
  const loaded = useLoaderData<LoadedScreen>();
  return <FormScreen loaded={loaded} />;
}
