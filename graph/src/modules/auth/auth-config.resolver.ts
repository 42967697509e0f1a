import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';

@ObjectType({ description: "How the web client may sign in. Google's fields are null when it is off." })
class AuthConfig {
  @Field(() => Boolean, { description: 'Whether Google sign-in is on (signInWithGoogle answers).' }) googleEnabled!: boolean;
  @Field(() => String, { nullable: true, description: 'Firebase web API key (public by design).' }) firebaseApiKey!: string | null;
  @Field(() => String, { nullable: true, description: "The Firebase auth domain Google's popup signs in through; null when Google sign-in is off." })
  firebaseAuthDomain!: string | null;
  @Field(() => String, { nullable: true, description: 'The Firebase project id; null when Google sign-in is off.' }) firebaseProjectId!: string | null;
  @Field(() => String, { nullable: true, description: 'Set in development and tests only: the Auth emulator URL.' })
  firebaseEmulatorUrl!: string | null;
}

@Resolver()
export class AuthConfigResolver {
  @Query(() => AuthConfig, { description: 'How the web client may sign in, with the public Firebase settings of Google sign-in. Anyone may read it.' })
  authConfig(@Ctx() { auth }: Context): AuthConfig {
    const firebase = auth.firebase?.publicConfig;
    return {
      googleEnabled: Boolean(firebase?.webApiKey),
      firebaseApiKey: firebase?.webApiKey || null,
      firebaseAuthDomain: firebase?.authDomain ?? null,
      firebaseProjectId: firebase?.projectId ?? null,
      firebaseEmulatorUrl: firebase?.emulatorHost ? `http://${firebase.emulatorHost}` : null,
    };
  }
}
