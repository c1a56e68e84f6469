#pragma once
// Keys that make two texts compare equal when a player would call them the same.
// ICU does the Unicode work (NFKC case folding), so "É" matches "é" and a precomposed "é" matches
// "e" + combining acute; nothing here is a hand-made case table.
#include <string>
#include <string_view>

namespace bjt::trivia {

// For answers: NFKC case-folded, whitespace runs made one space, trimmed. Punctuation stays
// ("5%" and "5" are different answers, "<1%" and "1%" too).
std::string answer_key(std::string_view text);

// For duplicate questions: NFKC case-folded; punctuation and spaces between words become one space;
// an apostrophe inside a word and a thousands comma between digits go, so "What's the capital of
// France?" and "whats the capital of  france" get the same key. What changes the meaning stays:
// letters, digits, symbols, a decimal point between digits ("2.5" vs "25") and # % & @ * / ("C#" vs
// "C", "50%" vs "50"). Text of punctuation alone ("???") is keyed as written, never as "".
std::string question_key(std::string_view text);

// The punctuation question_key() keeps because it changes what a text means: # % & @ * / \ per mille, section.
bool meaningful_mark(char32_t c);

}  // namespace bjt::trivia
