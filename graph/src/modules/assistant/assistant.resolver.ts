import { Arg, Ctx, Field, Mutation, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { signedInUser } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, CHAT_MESSAGE_MAX } from '../../shared/limits.js';
import { chat, type ChatReply as Reply, type Chatter } from './assistant.service.js';

@ObjectType({ description: "The assistant's answer: a response, suggestions and action items." })
class ChatReply {
  @Field(() => String, { description: "The assistant's answer to the message." }) response!: string;
  @Field(() => [String], { description: '2 to 4 follow-up questions the creator can send as they are.' }) suggestions!: string[];
  @Field(() => [String], { description: 'Concrete next steps, where useful.' }) actionItems!: string[];
}

@ObjectType({ description: 'A piece of a streamed reply; the last one has done = true and the suggestions.' })
class ChatChunk {
  @Field(() => String, { description: 'Text to append.' }) delta!: string;
  @Field(() => Boolean, { description: 'True on the last chunk only, which carries the suggestions and action items.' }) done!: boolean;
  @Field(() => [String], { description: 'On the last chunk, 2 to 4 follow-up questions the creator can send as they are; empty before.' })
  suggestions!: string[];
  @Field(() => [String], { description: 'On the last chunk, concrete next steps where useful; empty before.' }) actionItems!: string[];
}

const chatterOf = (context: Context): Chatter => ({ viewer: signedInUser(context.actor), ip: context.session.meta.ip, visitor: context.visitor });

/** Splits a reply into word groups, paced like typing, ending with the suggestions. */
async function* streamReply(reply: Reply): AsyncGenerator<ChatChunk> {
  const words = reply.response.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 4) {
    yield { delta: words.slice(i, i + 4).join(''), done: false, suggestions: [], actionItems: [] };
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  yield { delta: '', done: true, suggestions: reply.suggestions, actionItems: reply.actionItems };
}

@Resolver()
export class AssistantResolver {
  @Mutation(() => ChatReply, { description: 'One turn with the assistant; open to visitors, grounded for signed-in creators.' })
  chat(@Ctx() context: Context, @Arg('message', () => String, { description: atMostCharacters(CHAT_MESSAGE_MAX) }) message: string): Promise<Reply> {
    return chat(context.em, context.assistant, chatterOf(context), message);
  }

  @Subscription(() => ChatChunk, {
    description: 'The same turn, streamed as it is written (for the chat widget over graphql-ws).',
    subscribe: async function* ({ args, context }: { args: { message: string }; context: Context }) {
      yield* streamReply(await chat(context.em, context.assistant, chatterOf(context), args.message));
    },
  })
  chatReply(@Root() chunk: ChatChunk, @Arg('message', () => String, { description: atMostCharacters(CHAT_MESSAGE_MAX) }) _message: string): ChatChunk {
    return chunk;
  }
}
