#pragma once
// Clue leaks: one question giving away another's answer by naming it ("Which British scientist
// invented the World Wide Web?" tells a player what "www" stands for). A player who meets both
// questions gets the second for free; with a bank of 1,500, sooner or later they do.
//
// A question's answer leaks when it is rare in the bank and another question names it:
//  - the answer's phrase is its folded words (folded_words.h) without a leading "the", "a" or "an"
//    ("The Inca" -> "inca"); answers of fewer than 3 characters or without a letter ("H", "1969",
//    "15") are left out: short codes and numbers turn up in other questions by coincidence;
//  - "rare": at most kMaxQuestionsWithOption multiple-choice questions (its own included) have an
//    option, right or wrong, whose phrase is exactly this one, and at most kMaxQuestionsNaming
//    other questions name it. An answer offered as an option everywhere ("Oxygen") or named all
//    over the bank ("Cheese") tells little where it appears;
//  - "names it": the phrase is a run of whole words of the other question's text, or of one of its
//    options whose phrase is not the answer's itself (an option equal to the answer is the answer
//    being offered, not a clue).
// Whether a naming is a real clue needs a reader: deliberate exceptions go in an allow-list
// (clue_leak_allow_list.h).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/question.h"

namespace bjt::trivia {

inline constexpr std::size_t kMaxQuestionsWithOption = 2;
inline constexpr std::size_t kMaxQuestionsNaming = 3;

enum class LeakPlace : std::uint8_t { Question, Options };

struct ClueLeak {
    const Question* answer_of = nullptr;  // the question whose answer is given away
    const Question* appears_in = nullptr;  // the question that names it
    LeakPlace place = LeakPlace::Question;
};

// The words searched for: folded, a leading article dropped; empty when the answer is left out.
std::vector<std::string> answer_phrase(std::string_view answer);

// Every clue leak among `questions` (pointers must stay valid), in the order of the question whose
// answer leaks, then of the question naming it.
std::vector<ClueLeak> find_clue_leaks(const std::vector<const Question*>& questions);

}  // namespace bjt::trivia
