# The rule set of issue 16 as `--set` arguments on the trivia preset: 6 decks, dealer stands on soft 17, double on
# any two cards and after a split, split (same value) up to 4 hands, split aces once with one card each, no surrender,
# natural pays 3:2, cut card fixed at 75%; no trivia, no Charlie, no insurance or even money (basic strategy declines
# them anyway). Sourced by the scripts in bench/sim/.
BJT_ISSUE16_SETS=(--preset trivia
    --set decks=6 --set shuffle=cut-card --set cut_card=fixed --set penetration_percent=75
    --set dealer_stands_on=soft-17 --set peek=true --set blackjack_pays=3:2
    --set insurance=false --set even_money=none --set surrender=none
    --set double_on=any-two --set double_after_split=true
    --set split=same-value --set max_hands=4 --set split_aces=true --set hit_split_aces=false --set resplit_aces=false
    --set charlie=off --set dealer_charlie=false --set trivia=false)
