/**
 * What readers type for what the pages name otherwise. Each entry is a word as a reader types it
 * (lower case, as the tokenizer leaves it) and the words of the pages that mean the same, each
 * grounded in this site's pages: "chatgpt" for the assistant the online AI tutorial builds on
 * OpenAI's GPT models, "wlan" for the pages' "Wi-Fi". A synonym is searched as an alternative for
 * the word (either may match), with a weight below the word's own (see engine.ts), and never
 * expanded further. Spelling variants of one word ("Wi-Fi", "wifi", "wi fi") need no entry: the
 * index holds hyphenated words joined as well (`compounds`), and the engine tries adjacent query
 * words joined ("move it" -> "moveit").
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // The pages name the robot "QTrobot"; readers type "robot".
  robot: ['qtrobot'],
  // Networking: the pages write "Wi-Fi" (indexed as "wifi" too) and "hotspot".
  wlan: ['wifi'],
  wireless: ['wifi'],
  wifi: ['wlan'],
  // Language models: the AI tutorials name OpenAI, Groq and Ollama models and "LLM".
  chatgpt: ['gpt', 'openai', 'llm'],
  gpt: ['openai', 'llm'],
  openai: ['gpt'],
  chatbot: ['assistant', 'llm'],
  chat: ['assistant'],
  // Speech: the tutorials say "text-to-speech" and "speech recognition".
  speech: ['speak', 'voice'],
  tts: ['texttospeech'],
  texttospeech: ['tts'],
  speechtotext: ['asr', 'recognition'],
  stt: ['speechtotext', 'asr', 'recognition'],
  asr: ['speechtotext', 'recognition'],
  // Languages and libraries as they are abbreviated.
  cpp: ['c++'],
  js: ['javascript'],
  javascript: ['js'],
  py: ['python'],
  mic: ['microphone'],
  mics: ['microphones'],
};

export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : [];
}

// Words joined by hyphens ("Wi-Fi", "text-to-speech"): what readers also type as one word.
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** The hyphenated words of `text` joined into one, normalised as the tokenizer would ("Wi-Fi" -> "wifi"). */
export function compounds(text: string, normalise: (word: string) => string): string[] {
  if (!text.includes('-')) return [];
  return (text.match(COMPOUND) ?? []).map((w) => normalise(w.replace(/-/g, '')));
}
