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

// For duplicate questions: NFKC case-folded with every punctuation mark, separator, control and
// format character removed, so "What's the capital of France?" and "whats the capital of  france"
// get the same key. Symbols (%, +, <) and letters/digits stay.
std::string question_key(std::string_view text);

}  // namespace bjt::trivia
