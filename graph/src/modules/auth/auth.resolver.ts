import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { atMostCharacters, ACCOUNT_LIMITS as A } from '../../shared/limits.js';
import { User, UserType } from '../user/user.entity.js';
import { login, logout, register, signInWithFirebase } from './auth.service.js';

@InputType({
  description: 'Registration. Omitted fields take their defaults: username is the part of the e-mail before the @, names are empty, userType is artist.',
})
class RegisterInput {
  @Field(() => String, { description: atMostCharacters(A.email) }) email!: string;
  @Field(() => String, { description: `${A.passwordMin} to ${A.passwordMax} characters, not the e-mail address.` }) password!: string;
  @Field(() => String, {
    nullable: true,
    description: `Defaults to the e-mail's local part. 3 to ${A.username} characters: letters, digits, dots, dashes, underscores.`,
  })
  username?: string | null;
  @Field(() => String, { nullable: true, description: atMostCharacters(A.name) }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: atMostCharacters(A.name) }) lastName?: string | null;
  @Field(() => UserType, { nullable: true, description: 'Defaults to ARTIST.' }) userType?: UserType | null;
}

@InputType({ description: 'The e-mail address and password to sign in with.' })
class LoginInput {
  @Field(() => String, { description: atMostCharacters(A.email) }) email!: string;
  @Field(() => String, { description: atMostCharacters(A.passwordMax) }) password!: string;
}

/** Sign-up, sign-in and sign-out; the session cookie is set on the HTTP response. */
@Resolver()
export class AuthResolver {
  @Mutation(() => User, { description: 'Creates an account and signs it in.' })
  register(@Ctx() context: Context, @Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput): Promise<User> {
    return register(context, input);
  }

  @Mutation(() => User, { description: 'Signs in with e-mail and password; a new session id each time.' })
  login(@Ctx() context: Context, @Arg('input', () => LoginInput, { description: 'The credentials to sign in with.' }) input: LoginInput): Promise<User> {
    return login(context, input);
  }

  @Mutation(() => User, { description: "Signs in with the Firebase ID token from Google's popup." })
  signInWithGoogle(
    @Ctx() context: Context,
    @Arg('idToken', () => String, { description: `${A.idTokenMin} to ${A.idTokenMax.toLocaleString('en')} characters.` }) idToken: string,
  ): Promise<User> {
    return signInWithFirebase(context, idToken);
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server. Always true.' })
  async logout(@Ctx() context: Context): Promise<boolean> {
    await logout(context);
    return true;
  }
}
