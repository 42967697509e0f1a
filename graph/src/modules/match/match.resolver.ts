import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { connectionType, pageWindow, PageArgs, toConnection, type Connection } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { User } from '../user/user.entity.js';
import { Match, MatchStatus } from './match.entity.js';
import { listMatches } from './match.service.js';

const MatchesConnection = connectionType('Matches', Match);

@ArgsType()
class MatchesArgs extends PageArgs {
  @Field(() => MatchStatus, { nullable: true, description: 'Only this status; by default every status but DISMISSED.' })
  status?: MatchStatus | null;
}

@Resolver(() => User)
export class UserMatchesResolver {
  @Authorized()
  @FieldResolver(() => MatchesConnection, { description: "MatchMade AI's recommendations for this account, best first." })
  async matches(@Root() user: User, @Ctx() { em, viewer }: Context, @Args(() => MatchesArgs) args: MatchesArgs): Promise<Connection<Match>> {
    // Matches are the creator's own: not even admins read them through another account.
    if (viewer?.id !== user.id) throw new AppError('FORBIDDEN', 'This belongs to another account');
    const { offset, limit } = pageWindow(args);
    const [nodes, total] = await listMatches(em, user.id, args.status, offset, limit);
    return toConnection(nodes, total, offset);
  }
}
